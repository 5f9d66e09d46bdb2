import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { tempDir, writeSalesWorkbook } from '../testing/fixture-files';
import { DEFAULT_LOADER_LIMITS, isFileRefused } from './file-limits';
import type { FileLimitName, LoaderLimits } from './file-limits';
import { openLoadedSource } from './loaded-source';
import { SandboxedLoader } from './sandboxed-loader';

async function refusal(promise: Promise<unknown>): Promise<{ limit: FileLimitName; max?: number }> {
  try {
    await promise;
  } catch (error) {
    if (isFileRefused(error)) return { limit: error.limit, max: error.max };
    throw error;
  }
  throw new Error('the file was accepted');
}

// Each load forks a Node process that starts DuckDB: seconds on a busy two-core machine, so these
// tests wait longer than Jest's default; how fast a load is belongs to the benchmarks.
jest.setTimeout(60_000);

describe('the sandboxed file loader', () => {
  const dir = tempDir();
  const limits: LoaderLimits = { ...DEFAULT_LOADER_LIMITS, timeoutMs: 30_000 };
  const loader = new SandboxedLoader(limits);
  const file = (name: string, content: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads a CSV into a database file the engine opens read-only', async () => {
    const input = file('sales.csv', 'day,region,amount\n2026-05-01,North,10\n2026-05-02,South,5\n');
    const output = join(dir, 'sales.duckdb');
    await expect(loader.load(input, output)).resolves.toEqual({ rows: 2, columns: 3 });
    rmSync(input);
    const source = await openLoadedSource(output, {
      name: 'sales.csv',
      datasource_id: 'sales.csv',
    });
    expect(source.model.rowCount).toBe(2);
    expect(source.model.name).toBe('sales.csv');
    const rows = await source.db.rows('SELECT sum(amount) AS total FROM source_data');
    expect(rows[0]?.total).toBe(15);
    source.close();
  });

  it('opens every loaded file in one DuckDB with one memory limit, each seeing only its own table', async () => {
    const outputs = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const output = join(dir, `shared-${n}.duckdb`);
        await loader.load(file(`shared-${n}.csv`, `n,amount\n${n},${n * 10}\n`), output);
        return output;
      }),
    );
    const sources = await Promise.all(
      outputs.map((output, i) =>
        openLoadedSource(output, { name: `shared-${i + 1}.csv`, datasource_id: `s${i}` }),
      ),
    );
    const totals = await Promise.all(
      sources.map((s) => s.db.rows('SELECT sum(amount) AS total FROM source_data')),
    );
    expect(totals.map((rows) => rows[0]?.total)).toEqual([10, 20, 30]);
    const attached = async () =>
      (await sources[0].db.rows("SELECT path FROM duckdb_databases() WHERE path LIKE '%shared-%'"))
        .map((r) => String(r.path))
        .sort();
    expect(await attached()).toEqual(outputs);
    const [limit] = await sources[0].db.rows("SELECT current_setting('memory_limit') AS m");
    const [other] = await sources[2].db.rows("SELECT current_setting('memory_limit') AS m");
    expect(limit).toEqual(other);
    sources[2].close();
    await new Promise((done) => setTimeout(done, 100));
    expect(await attached()).toEqual(outputs.slice(0, 2));
    sources[0].close();
    sources[1].close();
  });

  it('keeps the dates and numbers of a workbook', async () => {
    const input = await writeSalesWorkbook(dir);
    const output = join(dir, 'book.duckdb');
    await expect(loader.load(input, output)).resolves.toEqual({ rows: 48, columns: 5 });
    const source = await openLoadedSource(output, { name: 'sales.xlsx', datasource_id: 'x' });
    const rows = await source.db.rows(
      'SELECT typeof("Order Date") AS t, sum("Sales Amount") AS s FROM source_data GROUP BY 1',
    );
    expect(rows).toEqual([{ t: 'DATE', s: 48 * 100 + 10 * ((47 * 48) / 2) }]);
    source.close();
  });

  it.each([
    ['depth 100,000', 100_000],
    ['depth 5,000', 5_000],
    ['depth 1,000', 1_000],
  ])('refuses deeply nested JSON (%s) at once, naming the limit', async (_name, depth) => {
    const input = file('deep.json', '['.repeat(depth) + ']'.repeat(depth));
    // Refused by the depth scan itself (a CPU or time kill would name its own limit); how fast is
    // for the benchmarks, not a timed test on a shared machine.
    expect(await refusal(loader.load(input, join(dir, 'deep.duckdb')))).toEqual({
      limit: 'json_depth',
      max: limits.jsonMaxDepth,
    });
    expect(existsSync(join(dir, 'deep.duckdb'))).toBe(false);
  });

  it('refuses random bytes named .parquet as unreadable', async () => {
    const bytes = Buffer.alloc(64 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 251;
    const input = file('fake.parquet', bytes);
    expect(await refusal(loader.load(input, join(dir, 'fake.duckdb')))).toEqual({
      limit: 'unreadable',
    });
  });

  it('stops a workbook at the row cap', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Big');
    sheet.addRow(['n', 'label']);
    for (let i = 0; i < 2_000; i++) sheet.addRow([i, `row ${i}`]);
    const input = join(dir, 'big.xlsx');
    await workbook.xlsx.writeFile(input);
    const capped = new SandboxedLoader({ ...limits, xlsxMaxRows: 1_000 });
    expect(await refusal(capped.load(input, join(dir, 'big.duckdb')))).toEqual({
      limit: 'xlsx_rows',
      max: 1_000,
    });
  });

  it('refuses a workbook whose strings overflow the loader heap, by its memory limit', async () => {
    const input = join(dir, 'strings.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: input,
      useSharedStrings: true,
    });
    const sheet = writer.addWorksheet('Strings');
    sheet.addRow(['text']).commit();
    for (let i = 0; i < 120_000; i++)
      sheet.addRow([`unique string number ${i} ${'z'.repeat(60)}`]).commit();
    sheet.commit();
    await writer.commit();
    const small = new SandboxedLoader({ ...limits, heapMb: 24 });
    expect(await refusal(small.load(input, join(dir, 'strings.duckdb')))).toEqual({
      limit: 'memory',
      max: 24,
    });
  }, 30_000);

  it('kills a load that unpacks past its disk allowance, leaving nothing behind', async () => {
    const input = join(dir, 'unpacks.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: input,
      useSharedStrings: true,
    });
    const sheet = writer.addWorksheet('Long');
    sheet.addRow(['a', 'b']).commit();
    // One 20,000-character string, shared by every cell: a small file, hundreds of MB of rows.
    const long = 'x'.repeat(20_000);
    for (let i = 0; i < 10_000; i++) sheet.addRow([long, long]).commit();
    sheet.commit();
    await writer.commit();
    const output = join(dir, 'unpacks.duckdb');
    const refused = await refusal(loader.load(input, output, 4 * 1024 * 1024));
    expect(refused.limit).toBe('disk');
    expect(refused.max).toBeGreaterThan(4 * 1024 * 1024);
    expect(readdirSync(dir).filter((name) => name.startsWith('unpacks.duckdb'))).toEqual([]);
  }, 30_000);

  it('kills a load that runs over its time budget', async () => {
    const input = file('slow.csv', 'a,b\n1,2\n');
    const hurried = new SandboxedLoader({ ...limits, timeoutMs: 20 });
    expect(await refusal(hurried.load(input, join(dir, 'slow.duckdb')))).toEqual({
      limit: 'time',
      max: 0,
    });
  });
});
