import { loggableUrl } from './log-options';

describe('loggableUrl', () => {
  it('hides the values of credential parameters and keeps the rest of the address', () => {
    expect(loggableUrl('/auth/confirm?token=abc123')).toBe('/auth/confirm?token=%5BRedacted%5D');
    expect(loggableUrl('/authcallback?code=xyz&state=s1&lang=tr')).toBe(
      '/authcallback?code=%5BRedacted%5D&state=%5BRedacted%5D&lang=tr',
    );
    expect(loggableUrl('/login?xsrfToken=t')).toBe('/login?xsrfToken=%5BRedacted%5D');
  });

  it('leaves addresses without credentials as they are', () => {
    expect(loggableUrl('/auth/tenant')).toBe('/auth/tenant');
    expect(loggableUrl('/api/v1/collection?collection=c-1')).toBe(
      '/api/v1/collection?collection=c-1',
    );
  });
});
