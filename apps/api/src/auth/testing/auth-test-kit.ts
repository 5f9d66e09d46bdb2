import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/sha';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MailOutbox } from '../../mail/mail-outbox';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// Cheap challenges and a generous rate limit, so tests solve ALTCHA with its own solver quickly.
export const AUTH_TEST_ENV = {
  ALTCHA_ALGORITHM: 'SHA-256',
  ALTCHA_COST: '1',
  ALTCHA_MAX_COUNTER: '20',
  AUTH_RATE_LIMIT: '1000',
};

export function startAuthTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp({ ...AUTH_TEST_ENV, ...env });
}

export type Caught = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
};

/** What the ALTCHA widget would put into `token`: the challenge and its solution, base64 JSON. */
export async function solvedToken(app: NestFastifyApplication): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/auth/challenge' });
  const challenge = res.json<Challenge>();
  const deriveKey = challenge.parameters.algorithm === 'SHA-256' ? deriveSha : derivePbkdf2;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function mailbox(app: NestFastifyApplication): Promise<Caught[]> {
  return (await app.inject({ method: 'GET', url: '/dev/mail' })).json<Caught[]>();
}

/** The newest mail to `to`, once every mail posted so far has gone out (they go after the reply). */
export async function latestMailTo(app: NestFastifyApplication, to: string): Promise<Caught> {
  // An API in another process (see live/http-inject.ts) is only polled.
  if (typeof app.get === 'function') await app.get(MailOutbox).drained();
  for (let i = 0; i < 100; i++) {
    const found = (await mailbox(app)).find((mail) => mail.to === to);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

export function linkIn(mail: Caught): URL {
  const match = /https?:\/\/\S+?token=[\w%-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(match[0]);
}

export type Session = { cookie: string; xsrfToken: string; headers: Record<string, string> };

export function sessionFrom(setCookie: string | string[] | undefined, xsrfToken: string): Session {
  const raw = Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? '');
  const match = /parley_session=([^;]+)/.exec(raw);
  if (!match) throw new Error('no session cookie');
  const cookie = `parley_session=${match[1]}`;
  return { cookie, xsrfToken, headers: { cookie, 'x-xsrf-token': xsrfToken } };
}

/** Registers `email` through the confirmation mail and answers the signed-in session. */
export async function registerByMail(app: NestFastifyApplication, email: string): Promise<Session> {
  const token = await solvedToken(app);
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { email, token },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return followSignInLink(app, linkIn(await latestMailTo(app, email)));
}

export async function followSignInLink(app: NestFastifyApplication, link: URL): Promise<Session> {
  const res = await app.inject({ method: 'GET', url: link.pathname + link.search });
  const location = String(res.headers.location ?? '');
  const xsrfToken = new URL(location, 'http://x').searchParams.get('xsrfToken');
  if (res.statusCode !== 302 || !xsrfToken)
    throw new Error(`link refused: ${res.statusCode} ${location}`);
  return sessionFrom(res.headers['set-cookie'], xsrfToken);
}

/** A fully onboarded account with a password, signed in. */
export async function signUp(
  app: NestFastifyApplication,
  email: string,
  password = 'Sunny-day-42',
): Promise<Session> {
  const session = await registerByMail(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    headers: session.headers,
    payload: {
      name: 'Ada Lovelace',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      password,
      repeatPassword: password,
    },
  });
  if (res.statusCode !== 200) throw new Error(`onboarding failed: ${res.body}`);
  return session;
}
