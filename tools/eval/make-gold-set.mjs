// Gold answers of a held-out question set, computed with DuckDB from the set's data folder (the
// approach of /work/shared/eval/business/make-gold.mjs): questions.jsonl in, gold.json out.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';

// here: the set's folder, with a trailing slash.
export async function makeGold(here) {
  const { DuckDBInstance } = createRequire((process.env.DUCKDB_FROM || process.cwd()) + '/')(
    '@duckdb/node-api',
  );
  const c = await (await DuckDBInstance.create(':memory:')).connect();
  const reader = (f) =>
    f.endsWith('.csv') ? `read_csv_auto('${here}data/${f}')` : `read_json_auto('${here}data/${f}')`;
  const out = [];
  for (const line of readFileSync(here + 'questions.jsonl', 'utf8')
    .split('\n')
    .filter(Boolean)) {
    const q = JSON.parse(line);
    // the table is called T in the SQL; a T inside a name or a string is left alone
    const run = async (sql) =>
      (
        await c.runAndReadAll(
          sql.replaceAll(
            /(?<![\p{L}\p{N}_'"])T(?![\p{L}\p{N}_'"])/gu,
            `(select * from ${reader(q.dataset)})`,
          ),
        )
      ).getRowObjectsJson();
    const g = { id: q.id, kind: q.kind };
    const rowsOf = (rows) => rows.map((r) => [String(r.k), r.v === null ? null : Number(r.v)]);
    if (q.kind === 'driver') g.expect = q.expect;
    if (q.kind === 'scalar') {
      g.value = Number((await run(q.sql))[0].v);
      g.alt = [];
      for (const s of q.alt_sql ?? []) g.alt.push(Number((await run(s))[0].v));
    }
    if (q.kind === 'compare') {
      const r = (await run(q.sql))[0];
      g.cur = Number(r.cur);
      g.prev = Number(r.prev);
      g.alts = [];
      for (const s of q.alt_sql ?? []) {
        const a = (await run(s))[0];
        g.alts.push([Number(a.cur), Number(a.prev)]);
      }
    }
    if (['breakdown', 'top', 'growth'].includes(q.kind)) {
      g.rows = rowsOf(await run(q.sql));
      g.n = q.n;
      g.altRows = [];
      for (const s of q.alt_sql ?? []) g.altRows.push(rowsOf(await run(s)));
    }
    out.push(g);
  }
  // written in the repository's prettier style, as its format check covers this folder
  const prettier = createRequire(process.cwd() + '/')('prettier');
  const file = here + 'gold.json';
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(out), options));
  console.log('gold for', out.length);
}
