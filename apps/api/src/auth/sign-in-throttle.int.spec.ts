import { randomBytes } from 'node:crypto';
import type { TestApp } from '../testing/test-app';
import {
  latestMailTo,
  mailbox,
  signUp,
  solvedToken,
  startAuthTestApp,
} from './testing/auth-test-kit';

// Issue 26 item 7: guesses are limited per account, not per address they come from. Forty wrong
// passwords from forty addresses used to be checked one by one, and the right one still worked.
const THROTTLE = {
  AUTH_SIGNIN_FREE_FAILURES: '3',
  AUTH_SIGNIN_DELAY_MS: '0',
  AUTH_SIGNIN_LOCK_FAILURES: '5',
  AUTH_SIGNIN_LOCK_MINUTES: '15',
};

const guess = async (t: TestApp, email: string, password: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/loginwithpassword',
    remoteAddress: from,
    payload: { email, password, token: await solvedToken(t.app) },
  });

describe('failed sign-ins are limited per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAuthTestApp(THROTTLE);
  });
  afterAll(() => t.close());

  it('locks the account after a few wrong passwords from many addresses, and tells its owner', async () => {
    await signUp(t.app, 'guessed@example.com', 'Right-password-1');
    const answers: number[] = [];
    for (let i = 1; i <= 40; i++)
      answers.push(
        (await guess(t, 'guessed@example.com', 'Wrong-guess-1', `198.51.100.${i}`)).statusCode,
      );
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));

    const right = await guess(t, 'guessed@example.com', 'Right-password-1', '203.0.113.7');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ key: 'login.locked' });
    expect(right.headers['set-cookie']).toBeUndefined();

    const told = await latestMailTo(t.app, 'guessed@example.com');
    expect(told.subject).toBe('Password sign-in to Parley is paused');
    expect(told.text).toContain('/auth/resetlink?token=');
    expect(told.text).not.toContain('Wrong-guess-1');
    const mails = (await mailbox(t.app)).filter((m) => m.to === 'guessed@example.com');
    expect(mails.filter((m) => m.subject === told.subject)).toHaveLength(1);
  });

  it('answers an unknown address the same way, and mails nobody', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 6; i++)
      answers.push(
        (await guess(t, 'nobody@example.com', 'Wrong-guess-1', `198.51.100.${i}`)).statusCode,
      );
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    await latestMailTo(t.app, 'guessed@example.com');
    expect((await mailbox(t.app)).filter((m) => m.to === 'nobody@example.com')).toEqual([]);
  });

  it('forgets the wrong passwords once the right one is typed in time', async () => {
    await signUp(t.app, 'typo@example.com', 'Right-password-1');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect(
          (await guess(t, 'typo@example.com', 'Typo-password-1', '198.51.100.9')).statusCode,
        ).toBe(400);
      expect(
        (await guess(t, 'typo@example.com', 'Right-password-1', '198.51.100.9')).statusCode,
      ).toBe(200);
    }
  });
});

describe('with REDIS_URL, every instance sees the same count', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startAuthTestApp({ ...THROTTLE, REDIS_URL });
    b = await startAuthTestApp({ ...THROTTLE, REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('guesses spread over two instances lock the address on both', async () => {
    const email = `spread-${randomBytes(4).toString('hex')}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await guess(i % 2 ? b : a, email, 'Wrong-guess-1', `198.51.100.${i + 1}`)).statusCode,
      );
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await guess(a, email, 'Wrong-guess-1', '198.51.100.99')).statusCode).toBe(429);
  });
});
