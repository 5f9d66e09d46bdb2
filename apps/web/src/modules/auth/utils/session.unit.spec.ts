import { isOtherUser, isStale } from './session';

describe('stale tenant', () => {
  it('is stale when the server copy is older than the one this browser saw', () => {
    expect(isStale('2026-11-23T10:00:00Z', '2026-11-23T10:00:05Z')).toBe(true);
  });

  it('is fresh when newer, equal, or nothing was seen before', () => {
    expect(isStale('2026-11-23T10:00:05Z', '2026-11-23T10:00:00Z')).toBe(false);
    expect(isStale('2026-11-23T10:00:00Z', '2026-11-23T10:00:00Z')).toBe(false);
    expect(isStale('2026-11-23T10:00:00Z', null)).toBe(false);
  });
});

describe('current user header', () => {
  it('tells another account from the one on screen, ignoring case and spaces', () => {
    expect(isOtherUser('Ada@Example.com', 'ada@example.com ')).toBe(false);
    expect(isOtherUser('ada@example.com', 'grace@example.com')).toBe(true);
  });
});
