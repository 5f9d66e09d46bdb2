import { googleRedirectUrl, readOAuthParams, visibleProviders } from './assistant-client';

const all = ['password', 'google', 'magiclink', 'signup'] as const;

describe('assistant clients and providers', () => {
  it('shows only the providers the server lists', () => {
    expect(visibleProviders(['password', 'magiclink', 'signup'], null)).toEqual({
      password: true,
      google: false,
      magiclink: true,
      signup: true,
    });
  });

  it('reads the providers as a map of switches too', () => {
    expect(
      visibleProviders({ google: false, password: true, magiclink: true, signup: true }, null),
    ).toEqual({ password: true, google: false, magiclink: true, signup: true });
  });

  it('hides the magic link for Alexa and the Teams bot', () => {
    const alexa = readOAuthParams(
      '?client=Alexa&client_id=amzn&redirect_uri=https%3A%2F%2Fpitangui.amazon.com%2Fcb',
    );
    expect(visibleProviders(all, alexa).magiclink).toBe(false);
    const bot = readOAuthParams(
      '?client=MSBot&client_id=bot&redirect_uri=https%3A%2F%2Ftoken.botframework.com%2F',
    );
    expect(visibleProviders(all, bot).magiclink).toBe(false);
  });

  it('needs client, client_id and redirect_uri to count as an assistant', () => {
    expect(readOAuthParams('?client=Alexa&client_id=amzn')).toBeNull();
  });

  it('offers sign-up only with the password provider on', () => {
    expect(visibleProviders(['google', 'magiclink', 'signup'], null).signup).toBe(false);
  });

  it('passes the OAuth parameters of an external client to the Google redirect', () => {
    const oauth = readOAuthParams(
      '?client=Alexa&client_id=amzn&redirect_uri=https%3A%2F%2Fa.example%2Fcb&state=xyz&scope=email&response_type=code',
    );
    const url = new URL(googleRedirectUrl(oauth, 'parley.example'), 'https://parley.example');
    expect(url.pathname).toBe('/auth/loginredirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'GOOGLE',
      client: 'Alexa',
      client_id: 'amzn',
      state: 'xyz',
      redirect_uri: 'https://a.example/cb',
      scope: 'email',
      response_type: 'code',
    });
  });

  it('marks a local host so the server redirects back to it', () => {
    const url = new URL(googleRedirectUrl(null, 'localhost'), 'http://localhost');
    expect(url.searchParams.get('local')).toBe('true');
    expect(url.searchParams.get('client')).toBe('WEB');
  });
});
