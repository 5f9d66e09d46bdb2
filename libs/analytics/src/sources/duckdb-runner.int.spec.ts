import { isSourceError } from '../connectors/source-error';
import { DuckRunner } from './duckdb-runner';

describe('DuckDB as the engine runs it', () => {
  it('interrupts a query past its time budget with a readable refusal, and stays usable', async () => {
    const db = await DuckRunner.create({ limits: { queryTimeoutMs: 200 } });
    const started = Date.now();
    const error: unknown = await db
      .rows('SELECT count(*) AS n FROM range(100000000000) a')
      .catch((e: unknown) => e);
    expect(isSourceError(error) && error.messageKey).toBe('datastore.query_timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(db.rows('SELECT 42 AS answer')).resolves.toEqual([{ answer: 42 }]);
    db.close();
  });

  it('runs with the memory limit and threads it was given', async () => {
    const db = await DuckRunner.create({ limits: { memoryLimit: '256MB', threads: 1 } });
    const settings = await db.rows(
      "SELECT current_setting('memory_limit') AS memory, current_setting('threads') AS threads",
    );
    expect(settings).toEqual([{ memory: '244.1 MiB', threads: 1 }]);
    db.close();
  });
});
