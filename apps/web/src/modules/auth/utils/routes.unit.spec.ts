import { isPublicPath, isServerPath, safeRedirect } from './routes';

describe('route rules', () => {
  it('lets the sign-in pages and the callback open without a session', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/authcallback')).toBe(true);
    expect(isPublicPath('/conversation')).toBe(false);
  });

  it('sends the OAuth interaction of the assistants back to the server, app routes to the app', () => {
    expect(isServerPath('/oauth/interaction/abc')).toBe(true);
    expect(isServerPath('/authcallback')).toBe(false);
    expect(isServerPath('/collections')).toBe(false);
  });

  it('follows only same-site redirects', () => {
    expect(safeRedirect('/collections#new')).toBe('/collections#new');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
