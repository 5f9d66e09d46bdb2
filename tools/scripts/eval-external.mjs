// The external eval (../shared/eval/external) in one process, for developing the ask engine:
// the same questions, gold and match rules as its grade.mjs, without 100 CLI starts.
// Usage (after `npx nx run analytics:build`):
//   node tools/scripts/eval-external.mjs [--part dev|check|all] [--verbose] [--only ASKD|WRNG|FAIL]
// --part splits the databases in two by a hash of their name, so a change is developed on one half
// and checked on the other before it is committed (a fix that only learns the first half's words
// does not move the second).
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const part = flag('--part', 'all');
const only = flag('--only', undefined);
const verbose = args.includes('--verbose') || Boolean(only);
const dir = resolve(flag('--set', '../shared/eval/external')) + '/';

// ANALYTICS_DIST: a build of the engine of one's own, so a build running beside it cannot pull it away.
const { openSource, ask } = await import(
  pathToFileURL(resolve(process.env.ANALYTICS_DIST ?? 'libs/analytics/dist', 'index.js')).href
);
const { grade, chartAsked, cardChart, inOrder } = await import(
  pathToFileURL(dir + 'match.mjs').href
);

const half = (db) => (createHash('sha1').update(db).digest()[0] % 2 === 0 ? 'dev' : 'check');
const questions = readFileSync(dir + 'questions.jsonl', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .filter((q) => part === 'all' || half(q.dataset.split('/')[0]) === part);
const gold = Object.fromEntries(
  JSON.parse(readFileSync(dir + 'gold.json', 'utf8')).map((g) => [g.id, g]),
);

const byDataset = new Map();
for (const q of questions) byDataset.set(q.dataset, [...(byDataset.get(q.dataset) ?? []), q]);
const tally = { ok: 0, asked: 0, wrong: 0, fail: 0, chart: 0, chartCards: 0, order: 0, orders: 0 };
const t0 = performance.now();
for (const [dataset, list] of byDataset) {
  const source = await openSource({ kind: 'file', path: dir + 'data/' + dataset });
  for (const q of list) {
    const result = await ask(source, { phrase: q.question }).catch((e) => ({ error: String(e) }));
    const ans =
      'card' in result ? result.card : 'prompt' in result ? { prompt: result.prompt } : result;
    const g = gold[q.id];
    const r = grade(g, ans);
    const card = Array.isArray(ans.table) && ans.table.length > 0;
    const verdict = r === 'ok' ? 'ok  ' : card ? 'WRNG' : ans.prompt ? 'ASKD' : 'FAIL';
    tally[{ 'ok  ': 'ok', WRNG: 'wrong', ASKD: 'asked', FAIL: 'fail' }[verdict]]++;
    const notes = [];
    if (card && (g.chartAsked ?? chartAsked(q.question, g.chart))) {
      tally.chartCards++;
      if (cardChart(ans) === g.chart) tally.chart++;
      else notes.push(`chart ${cardChart(ans)}, asked ${g.chart}`);
    }
    const o = r === 'ok' ? inOrder(g, ans) : null;
    if (o !== null) {
      tally.orders++;
      if (o) tally.order++;
      else notes.push(`rows not by ${g.sort.by} ${g.sort.dir}`);
    }
    if (verbose && (!only || verdict.trim() === only || (only === 'ORDER' && notes.length))) {
      const why =
        verdict === 'ASKD'
          ? ` — ${JSON.stringify(ans.prompt?.message ?? ans.prompt).slice(0, 160)}`
          : verdict === 'ok  '
            ? ''
            : ` — ${JSON.stringify(ans.table ?? ans).slice(0, 200)} — gold ${JSON.stringify(g.rows).slice(0, 120)}`;
      console.log(
        `${q.id} ${verdict} ${q.question.replace(/\s+/g, ' ')}${why}${notes.length ? ` [${notes.join('; ')}]` : ''}`,
      );
      if (verdict !== 'ok  ' && verdict !== 'ASKD') console.log(`      ${q.sql.slice(0, 160)}`);
    }
  }
  source.close();
}
const n = questions.length;
const pct = (a, b) => `${((a / Math.max(b, 1)) * 100).toFixed(1)}%`;
console.log(
  `external (${part}): ${tally.ok}/${n} = ${pct(tally.ok, n)} correct, asked back ${pct(tally.asked, n)}, ` +
    `silently wrong ${tally.wrong} = ${pct(tally.wrong, n)}, no answer ${tally.fail}; ` +
    `chart as asked ${pct(tally.chart, tally.chartCards)}, order as asked ${pct(tally.order, tally.orders)}; ` +
    `${((performance.now() - t0) / n).toFixed(1)} ms per question`,
);
