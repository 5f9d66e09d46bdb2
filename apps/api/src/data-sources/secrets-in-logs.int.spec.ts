import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import {
  latestMailTo,
  linkIn,
  registerByMail,
  signUp,
  startAuthTestApp,
} from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';
import { post } from './testing/data-source-test-kit';

// Every line the API logs (pino writes straight to file descriptor 1 or 2) is captured while a
// database is connected, asked, and refused a wrong password; none may carry the password.
describe('secrets never reach a log line', () => {
  const password = `log-secret-${randomBytes(6).toString('hex')}`;
  const lines: string[] = [];
  const writeSync = fs.writeSync.bind(fs);
  const stdoutWrite = process.stdout.write.bind(process.stdout);
  let t: TestApp;

  beforeAll(async () => {
    jest
      .spyOn(fs, 'writeSync')
      .mockImplementation((fd: number, data: unknown, ...rest: unknown[]) => {
        if (fd === 1 || fd === 2) {
          lines.push(String(data));
          return Buffer.byteLength(String(data));
        }
        return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
      });
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (stdoutWrite as (...args: unknown[]) => boolean)(chunk, ...rest);
    });
    t = await startAuthTestApp({ LOG_LEVEL: 'trace', DATABASE_ALLOWED_HOSTS: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    jest.restoreAllMocks();
  });

  it('logs requests, but never the database password', async () => {
    const ada = await signUp(t.app, 'ada-logs@example.com');
    const form = {
      type: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database: 'test',
      user: 'postgres',
      password,
    };
    expect((await post(t.app, ada, '/api/v1/datasource/database/test', form)).statusCode).toBe(200);
    expect((await post(t.app, ada, '/api/v1/datasource/database', form)).statusCode).toBe(200);
    expect(
      (
        await post(t.app, ada, '/api/v1/datasource/database/test', {
          ...form,
          user: 'no_such_role_parley',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, ada, '/api/v1/datasource/database/test', { ...form, port: 1 })).statusCode,
    ).toBe(400);
    const logged = lines.join('\n');
    expect(logged).toContain('/api/v1/datasource/database');
    expect(logged).not.toContain(password);
  });

  it('logs the sign-in link that was opened, but never its token', async () => {
    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    await registerByMail(t.app, 'grace-logs@example.com');
    const token = linkIn(await latestMailTo(t.app, 'grace-logs@example.com')).searchParams.get(
      'token',
    ) as string;
    const logged = lines.join('\n');
    expect(logged).toContain('/auth/confirm?token=%5BRedacted%5D');
    expect(logged).not.toContain(token);
  });
});
