import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, lockDataDir, tryLockDataDir } from './data-dir-lock';

const dir = mkdtempSync(join(tmpdir(), 'parley-data-dir-lock-'));
let dirs = 0;
const freshDir = (): string => join(dir, `data-${(dirs += 1)}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A second Node process that takes the lock with the same code and says so on stdout.
function holdInChild(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const Database = require('better-sqlite3');
       const { join } = require('node:path');
       const { writeFileSync, mkdirSync } = require('node:fs');
       mkdirSync(${JSON.stringify(dataDir)}, { recursive: true });
       const db = new Database(join(${JSON.stringify(dataDir)}, 'owner.lock'), { timeout: 0 });
       db.pragma('journal_mode = DELETE');
       db.pragma('locking_mode = EXCLUSIVE');
       db.exec('BEGIN EXCLUSIVE');
       writeFileSync(join(${JSON.stringify(dataDir)}, 'owner.json'), JSON.stringify({
         pid: process.pid, host: require('node:os').hostname(), port: 4242,
         startedAt: new Date().toISOString(), command: 'child holder' }));
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: join(__dirname, '../../..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const held = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve()),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, held, exited };
}

describe('the DATA_DIR lock', () => {
  it('refuses a second owner in the same process, naming this process, until released', () => {
    const dataDir = freshDir();
    const first = lockDataDir(dataDir, { port: 3000 });
    const error = (() => {
      try {
        lockDataDir(dataDir);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain(
      `DATA_DIR ${dataDir} is in use by another Parley process: pid ${process.pid} on ${hostname()}, port 3000`,
    );
    first.release();
    const second = lockDataDir(dataDir);
    expect(second.owned).toBe(true);
    second.release();
  });

  it('refuses while another process holds it, naming that process, and is free again once it is killed', async () => {
    const dataDir = freshDir();
    const holder = holdInChild(dataDir);
    await holder.held;
    const refused = tryLockDataDir(dataDir);
    expect(refused).toMatchObject({
      owned: false,
      owner: { pid: holder.child.pid, port: 4242, command: 'child holder' },
    });
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`in use by another Parley process: pid ${holder.child.pid} on .*port 4242`),
    );
    // SIGKILL: no exit handler runs, the kernel drops the lock with the process.
    holder.child.kill('SIGKILL');
    await holder.exited;
    const taken = lockDataDir(dataDir);
    expect(taken.owned).toBe(true);
    taken.release();
  });
});
