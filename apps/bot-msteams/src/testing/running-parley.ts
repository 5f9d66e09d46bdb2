import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export type RunningProcess = { url: string; close(): Promise<void> };

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no health answer from ${url}: ${output()}`);
}

/** Runs a built app (e2e tier: `npm test` builds every project first) as its own process. */
export async function startBuilt(
  entry: string,
  env: Record<string, string>,
  port: number,
): Promise<RunningProcess> {
  const file = join(ROOT, entry);
  if (!existsSync(file)) throw new Error(`${entry} is not built: run npx nx run-many -t build`);
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The built API on a fresh data directory, with the assistants registered as OAuth clients. */
export async function startParleyApi(oauthClients: unknown[]): Promise<RunningProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-'));
  const api = await startBuilt(
    'apps/api/dist/main.js',
    {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      OAUTH_CLIENTS: JSON.stringify(oauthClients),
      ALTCHA_ALGORITHM: 'SHA-256',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '20',
      AUTH_RATE_LIMIT: '1000',
    },
    port,
  );
  return {
    url: api.url,
    close: async () => (await api.close(), rmSync(dataDir, { recursive: true, force: true })),
  };
}

type AltchaLib = {
  solveChallenge(options: { challenge: unknown; deriveKey: unknown }): Promise<unknown>;
};
// The API's own ALTCHA library (a dependency of apps/api), solving the cheap test challenges.
const fromApi = createRequire(join(ROOT, 'apps/api/package.json'));

/** What the ALTCHA widget puts into `token`. */
export async function solvedToken(apiUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${apiUrl}/auth/challenge`)).json()) as {
    parameters: { algorithm: string };
  };
  const { solveChallenge } = fromApi('altcha-lib') as AltchaLib;
  const algorithms =
    challenge.parameters.algorithm === 'SHA-256'
      ? 'altcha-lib/algorithms/sha'
      : 'altcha-lib/algorithms/pbkdf2';
  const { deriveKey } = fromApi(algorithms) as { deriveKey: unknown };
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A browser's cookie jar for one origin, enough to walk sign-in and authorization redirects. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(new URL(path, this.origin), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return res;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export type WebSession = { browser: Browser; headers: Record<string, string> };

/** Registers through the mailed link, onboards with a password: a signed-in web session. */
export async function signUp(apiUrl: string, email: string, password: string): Promise<WebSession> {
  const browser = new Browser(apiUrl);
  const json = { 'content-type': 'application/json' };
  const register = await browser.request('/auth/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, token: await solvedToken(apiUrl) }),
  });
  if (register.status !== 200)
    throw new Error(`register: ${register.status} ${await register.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const mails = (await (await fetch(`${apiUrl}/dev/mail`)).json()) as {
      to: string;
      text: string;
    }[];
    link = /https?:\/\/\S+?token=[\w%-]+/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[0];
    if (!link) await new Promise((done) => setTimeout(done, 30));
  }
  if (!link) throw new Error(`no register mail to ${email}`);
  const landing = await browser.request(new URL(link).pathname + new URL(link).search);
  const xsrfToken =
    new URL(landing.headers.get('location') ?? '', apiUrl).searchParams.get('xsrfToken') ?? '';
  const headers = { ...json, 'x-xsrf-token': xsrfToken };
  const onboard = await browser.request('/auth/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Ada Lovelace',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      password,
      repeatPassword: password,
    }),
  });
  if (onboard.status !== 200)
    throw new Error(`onboarding: ${onboard.status} ${await onboard.text()}`);
  return { browser, headers };
}

/**
 * The person's trip through account linking: the assistant's authorization URL → Parley's sign-in
 * page → sign in with a password → Allow on the consent screen → back through the authorization
 * server to the redirect URI.
 */
export async function approveInBrowser(
  apiUrl: string,
  authorizationUrl: string,
  email: string,
  password: string,
  redirectPrefix: string,
): Promise<URL> {
  const browser = new Browser(apiUrl);
  let location = authorizationUrl;
  let login: URL | undefined;
  for (let hops = 0; hops < 6 && !login; hops++) {
    location = new URL(
      (await browser.request(location)).headers.get('location') ?? '',
      apiUrl,
    ).toString();
    if (new URL(location).pathname === '/login') login = new URL(location);
  }
  if (!login) throw new Error(`never reached the sign-in page (last ${location})`);
  const signIn = await browser.request('/auth/loginwithpassword', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, token: await solvedToken(apiUrl) }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { xsrfToken } = ((await signIn.json()) as { data: { xsrfToken: string } }).data;
  location = new URL(login.searchParams.get('redirect') ?? '/', apiUrl).toString();
  for (let hops = 0; hops < 8 && !location.startsWith(redirectPrefix); hops++) {
    const consent = new URL(location);
    // Parley's consent screen: the person presses Allow (the web app's call).
    if (consent.pathname === '/link-account') {
      const allowed = await browser.request(
        `/oauth/interaction/${consent.searchParams.get('uid') ?? ''}/consent`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrfToken },
          body: JSON.stringify({ allow: true }),
        },
      );
      const { redirect } = ((await allowed.json()) as { data: { redirect: string } }).data;
      location = new URL(redirect, apiUrl).toString();
      continue;
    }
    location = new URL(
      (await browser.request(location)).headers.get('location') ?? '',
      apiUrl,
    ).toString();
  }
  if (!location.startsWith(redirectPrefix))
    throw new Error(`did not come back to ${redirectPrefix} (last ${location})`);
  return new URL(location);
}
