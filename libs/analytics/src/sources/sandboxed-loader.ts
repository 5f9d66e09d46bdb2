import { fork } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { extname, join } from 'node:path';
import type { LoaderLimits } from './file-limits';
import { DEFAULT_LOADER_LIMITS, FileRefusedError } from './file-limits';
import { scratchFolderOf } from './load-protocol';
import type { LoadReport } from './load-protocol';

const WORKER = join(__dirname, `load-worker${extname(__filename)}`);
// Run from the TypeScript sources (Jest), the loader compiles itself on the fly.
const WORKER_EXEC_ARGV =
  extname(__filename) === '.ts' ? ['-r', join(__dirname, 'testing', 'register-ts.cjs')] : [];
// Below the API's own priority: a heavy load slows itself before it slows answers.
const LOADER_NICENESS = 10;
// How often a load's disk use is measured against its allowance.
const DISK_CHECK_MS = 200;

// At most `size` loads at once; the others wait their turn.
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async enter(): Promise<() => void> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    return () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }
}

// The loader needs no secret of the API's environment: only where to find programs and scratch room.
function loaderEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR'])
    if (process.env[name]) env[name] = process.env[name];
  return env;
}

// What a load into `path` writes: the database file, its write-ahead log, the folder DuckDB spills
// to and the loader's scratch folder.
function filesOf(path: string): string[] {
  return [path, `${path}.wal`, `${path}.tmp`, scratchFolderOf(path)];
}

function bytesOf(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.size;
    return readdirSync(path).reduce((sum, name) => sum + bytesOf(join(path, name)), 0);
  } catch {
    return 0;
  }
}

export function removeDatabaseFile(path: string): void {
  for (const file of filesOf(path)) rmSync(file, { recursive: true, force: true });
}

export type LoadedFile = { rows: number; columns: number };

// Loads untrusted files in a separate process with a heap cap, a DuckDB memory limit and thread
// count, and a wall-time budget after which the process is killed. The API only ever opens the
// database file the loader wrote; a file that crashes or exhausts the loader is refused by name.
export class SandboxedLoader {
  private readonly gate: Gate;
  private readonly running = new Set<ReturnType<typeof fork>>();

  constructor(
    private readonly limits: LoaderLimits = DEFAULT_LOADER_LIMITS,
    concurrency = 2,
  ) {
    this.gate = new Gate(concurrency);
  }

  // `maxBytes`: the disk the load may take (the tenant's room); past it the load is killed, so a
  // small file that unpacks to gigabytes never fills the disk on its way to being refused.
  async load(input: string, output: string, maxBytes?: number): Promise<LoadedFile> {
    const leave = await this.gate.enter();
    removeDatabaseFile(output);
    try {
      return await this.run(input, output, maxBytes);
    } catch (error) {
      removeDatabaseFile(output);
      throw error;
    } finally {
      leave();
    }
  }

  // Stops every load still running (the API is shutting down).
  close(): void {
    for (const child of this.running) child.kill('SIGKILL');
  }

  private run(input: string, output: string, maxBytes?: number): Promise<LoadedFile> {
    const { limits } = this;
    return new Promise((resolve, reject) => {
      const child = fork(WORKER, [], {
        execArgv: [...WORKER_EXEC_ARGV, `--max-old-space-size=${limits.heapMb}`],
        env: loaderEnvironment(),
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        serialization: 'json',
      });
      this.running.add(child);
      try {
        if (child.pid) setPriority(child.pid, LOADER_NICENESS);
      } catch {
        // Not permitted here: the loader runs at the API's priority, still time-bounded.
      }
      let report: LoadReport | undefined;
      let timedOut = false;
      let written = 0;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, limits.timeoutMs);
      const disk =
        maxBytes === undefined
          ? undefined
          : setInterval(() => {
              const used = filesOf(output).reduce((sum, file) => sum + bytesOf(file), 0);
              if (used <= maxBytes) return;
              written = used;
              child.kill('SIGKILL');
            }, DISK_CHECK_MS);
      child.on('message', (message: LoadReport) => {
        report = message;
      });
      child.on('error', () => undefined);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        clearInterval(disk);
        this.running.delete(child);
        if (written) return reject(new FileRefusedError('disk', written));
        if (timedOut)
          return reject(new FileRefusedError('time', Math.round(limits.timeoutMs / 1000)));
        if (report?.ok) return resolve({ rows: report.rows, columns: report.columns });
        if (report) return reject(new FileRefusedError(report.limit, report.max));
        // V8 aborts when the heap cap is reached; any other death is a file it could not read.
        if (signal === 'SIGABRT' || code === 134)
          return reject(new FileRefusedError('memory', limits.heapMb));
        reject(new FileRefusedError('unreadable'));
      });
      child.send({ input, output, limits });
    });
  }
}
