// The built API (apps/api/dist) as the ask bench drives it: its own process on a temporary
// DATA_DIR, a person signed up through the same calls the web app makes, files uploaded and
// questions asked over HTTP.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { openAsBlob, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { basename, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const EMAIL = 'bench@example.com';
const PASSWORD = 'Bench-mark-2026';

type Challenge = { parameters: { algorithm: string } };
type Altcha = {
  solveChallenge(options: { challenge: Challenge; deriveKey: unknown }): Promise<unknown>;
};
// The API's own ALTCHA library solves the sign-up challenge (cheap: ALTCHA_COST=1 below).
const fromApi = createRequire(resolve(root, 'apps/api/package.json'));
const altcha = fromApi('altcha-lib') as Altcha;
const sha = fromApi('altcha-lib/algorithms/sha') as { deriveKey: unknown };
const pbkdf2 = fromApi('altcha-lib/algorithms/pbkdf2') as { deriveKey: unknown };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export type Session = Record<string, string>;
type Responses = { data: { responses: ({ card?: unknown } & Record<string, unknown>)[] } };

export class BenchApi {
  private child?: ChildProcess;
  private log = '';
  private constructor(
    private readonly dataDir: string,
    private readonly base: string,
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** `env` adds to (or overrides) the bench's environment: shared stores for a cluster. */
  static async start(dataDir: string, env: Record<string, string> = {}): Promise<BenchApi> {
    const port = await freePort();
    const api = new BenchApi(dataDir, `http://127.0.0.1:${port}`, port, env);
    await api.restart();
    return api;
  }

  get url(): string {
    return this.base;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null;
  }

  /** Kills the process at once (SIGKILL: no shutdown hook runs), as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.stop();
    this.log = '';
    const child = spawn(process.execPath, [resolve(root, 'apps/api/dist/main.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.base,
        DATA_DIR: this.dataDir,
        DEFAULT_PLAN: 'unlimited',
        STORAGE_QUOTAS: 'free=50GB,premium=50GB,unlimited=50GB',
        UPLOAD_MAX_BYTES: String(1024 * 1024 * 1024),
        UPLOAD_LOADER_TIMEOUT_SECONDS: '900',
        ALTCHA_ALGORITHM: 'SHA-256',
        ALTCHA_COST: '1',
        ALTCHA_MAX_COUNTER: '20',
        AUTH_RATE_LIMIT: '1000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`API exited early:\n${this.log}`);
      try {
        if ((await fetch(`${this.base}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`API did not start:\n${this.log}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }

  /** Resident memory of the API process, from /proc (Linux), in MiB. */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.child?.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return kb / 1024;
  }

  private async token(): Promise<string> {
    const challenge = (await (await fetch(`${this.base}/auth/challenge`)).json()) as Challenge;
    const deriveKey =
      challenge.parameters.algorithm === 'SHA-256' ? sha.deriveKey : pbkdf2.deriveKey;
    const solution = await altcha.solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  private async post(path: string, body: unknown, session: Session = {}): Promise<Response> {
    return fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  private static session(res: Response, xsrfToken: string): Session {
    const cookie = /parley_session=[^;]+/.exec(res.headers.getSetCookie().join(';'))?.[0];
    if (!cookie) throw new Error(`no session cookie (${res.status})`);
    return { cookie, 'x-xsrf-token': xsrfToken };
  }

  /** Registers through the confirmation mail of the development mailbox and onboards. */
  async signUp(email = EMAIL): Promise<Session> {
    const asked = await this.post('/auth/register', { email, token: await this.token() });
    if (asked.status !== 200) throw new Error(`register: ${asked.status} ${await asked.text()}`);
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      const mails = (await (await fetch(`${this.base}/dev/mail`)).json()) as {
        to: string;
        text: string;
      }[];
      link = /https?:\/\/\S+?token=[\w%-]+/.exec(
        mails.find((m) => m.to === email)?.text ?? '',
      )?.[0];
      if (!link) await new Promise((done) => setTimeout(done, 100));
    }
    if (!link) throw new Error('no confirmation mail');
    const url = new URL(link);
    const confirmed = await fetch(`${this.base}${url.pathname}${url.search}`, {
      redirect: 'manual',
    });
    const location = confirmed.headers.get('location') ?? '';
    const xsrf = new URL(location, this.base).searchParams.get('xsrfToken') ?? '';
    const session = BenchApi.session(confirmed, xsrf);
    const onboarded = await this.post(
      '/auth/register',
      {
        name: 'Bench Person',
        country: 'United Kingdom',
        timezone: 'Europe/London',
        password: PASSWORD,
        repeatPassword: PASSWORD,
      },
      session,
    );
    if (onboarded.status !== 200) throw new Error(`onboarding: ${onboarded.status}`);
    return session;
  }

  async signIn(): Promise<Session> {
    const res = await this.post('/auth/loginwithpassword', {
      email: EMAIL,
      password: PASSWORD,
      token: await this.token(),
    });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { xsrfToken: string } };
    return BenchApi.session(res, data.xsrfToken);
  }

  /** Uploads a file as the web app does; answers its data set id. */
  async upload(session: Session, path: string): Promise<string> {
    const form = new FormData();
    form.append('file', await openAsBlob(path), basename(path));
    const res = await fetch(`${this.base}/api/v1/datasource/files`, {
      method: 'POST',
      headers: session,
      body: form,
    });
    if (res.status !== 200) throw new Error(`upload ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { datasource_id: string } }).data.datasource_id;
  }

  /** One question → its card over HTTP; throws when the answer is not a card. */
  async ask(session: Session, datasourceId: string, phrase: string, now: string): Promise<unknown> {
    const res = await this.post(
      '/features/conversations/chat_query',
      { created: Date.now(), phrase, event: { now, type: 'file', datasource_id: datasourceId } },
      session,
    );
    const body = (await res.json()) as Responses;
    const card = body.data?.responses?.[0]?.card;
    if (res.status !== 200 || !card)
      throw new Error(`"${phrase}": ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return card;
  }
}
