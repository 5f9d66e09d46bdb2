import { loadLiveOrigins } from './live-origins';

describe('the origins allowed to open a live socket', () => {
  it("are PUBLIC_URL's origin and the listed ones, each written as an origin", () => {
    expect(
      loadLiveOrigins(
        { LIVE_ALLOWED_ORIGINS: 'https://a.example/, https://b.example:8443/path' },
        'https://parley.example/app',
        true,
      ),
    ).toEqual(['https://parley.example', 'https://a.example', 'https://b.example:8443']);
  });

  it('in production are PUBLIC_URL alone unless listed; in development also the Vite server', () => {
    expect(loadLiveOrigins({}, 'https://parley.example', true)).toEqual(['https://parley.example']);
    expect(loadLiveOrigins({}, 'http://localhost:3000', false)).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
    ]);
  });

  it('refuse to start on an entry that is not an origin, naming it', () => {
    expect(() =>
      loadLiveOrigins({ LIVE_ALLOWED_ORIGINS: 'parley.example' }, 'https://p.example', true),
    ).toThrow(
      'LIVE_ALLOWED_ORIGINS must list origins such as https://parley.example, got "parley.example"',
    );
    expect(() =>
      loadLiveOrigins({ LIVE_ALLOWED_ORIGINS: 'null' }, 'https://p.example', true),
    ).toThrow('got "null"');
  });
});
