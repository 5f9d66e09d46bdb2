// Entry of the loader process (forked by sandboxed-loader.ts): loads one untrusted file into a
// DuckDB database file and reports how it went, then exits. Whatever the file does to this
// process (a crash, a heap overflow, an endless parse) stays in this process.
import { loadFileToDatabase } from './file-loader';
import { isFileRefused } from './file-limits';
import type { LoadJob, LoadReport } from './load-protocol';

function refusalOf(error: unknown): LoadReport {
  if (isFileRefused(error)) return { ok: false, limit: error.limit, max: error.max };
  const message = error instanceof Error ? error.message : '';
  if (/out of memory|memory limit/i.test(message)) return { ok: false, limit: 'memory' };
  return { ok: false, limit: 'unreadable' };
}

function report(message: LoadReport): void {
  process.send?.(message, () => process.exit(0));
}

process.once('message', (job: LoadJob) => {
  loadFileToDatabase(job.input, job.output, {
    limits: job.limits,
    duck: {
      memoryLimit: job.limits.duckdbMemory,
      threads: job.limits.duckdbThreads,
      queryTimeoutMs: job.limits.timeoutMs,
    },
  }).then(
    ({ rows, columns }) => report({ ok: true, rows, columns }),
    (error: unknown) => report(refusalOf(error)),
  );
});

// The API went away: nobody waits for this load any more.
process.once('disconnect', () => process.exit(1));
