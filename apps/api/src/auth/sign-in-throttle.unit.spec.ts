import { throttleVerdict } from './sign-in-throttle';

const policy = { freeFailures: 5, delayBaseMs: 1000, lockFailures: 10, lockMs: 15 * 60_000 };
const at = 1_000_000;

describe('wrong passwords for one address', () => {
  it('the first five cost nothing', () => {
    expect(throttleVerdict(undefined, policy, at)).toEqual({ allowed: true });
    expect(throttleVerdict({ count: 4, lastAt: at }, policy, at)).toEqual({ allowed: true });
  });

  it('each one after that makes the next try wait twice as long', () => {
    expect(throttleVerdict({ count: 5, lastAt: at }, policy, at)).toEqual({
      allowed: false,
      locked: false,
      retryAfterMs: 1000,
    });
    expect(throttleVerdict({ count: 7, lastAt: at }, policy, at + 1000)).toEqual({
      allowed: false,
      locked: false,
      retryAfterMs: 3000,
    });
    expect(throttleVerdict({ count: 7, lastAt: at }, policy, at + 4000)).toEqual({
      allowed: true,
    });
  });

  it('the tenth locks password sign-in for fifteen minutes after the last', () => {
    expect(throttleVerdict({ count: 10, lastAt: at }, policy, at + 60_000)).toEqual({
      allowed: false,
      locked: true,
      retryAfterMs: 14 * 60_000,
    });
    expect(throttleVerdict({ count: 10, lastAt: at }, policy, at + 15 * 60_000)).toEqual({
      allowed: true,
    });
  });
});
