import { isOtherUser, isStale, shouldFillTimezone } from './session';

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

describe('browser time zone', () => {
  const person = { id: 't1', name: 'Ada', email: 'ada@example.com' };
  it('is filled in for a registered person without one', () => {
    expect(shouldFillTimezone({ ...person, timezone: '', flags: { rc: true, oc: false } })).toBe(
      true,
    );
  });
  it('is left to onboarding before registration is complete (the profile is not whole yet)', () => {
    expect(shouldFillTimezone({ ...person, timezone: '', flags: { rc: false, oc: false } })).toBe(
      false,
    );
  });
  it('never replaces a chosen zone', () => {
    expect(
      shouldFillTimezone({
        ...person,
        timezone: 'Europe/Istanbul',
        flags: { rc: true, oc: false },
      }),
    ).toBe(false);
  });
});
