// The external eval (../shared/eval/external) in one process, for developing the ask engine:
// the same questions, gold and match rules as its grade.mjs, without 100 CLI starts.
// Usage (after `npx nx run analytics:build`):
//   node tools/scripts/eval-external.mjs [--part dev|check|all] [--verbose] [--only ASKD|WRNG|FAIL]
// --part: the half of the databases (see external-set.mjs).
import { externalSet } from './external-set.mjs';

const args = process.argv.slice(2);
const flag = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const part = flag('--part', 'all');
const only = flag('--only', undefined);
const verbose = args.includes('--verbose') || Boolean(only);
const { questions, gold, sources, ask, match } = await externalSet({
  dir: flag('--set', '../shared/eval/external'),
  part,
});
const { grade, chartAsked, cardChart, inOrder } = match;

const tally = { ok: 0, asked: 0, wrong: 0, fail: 0, chart: 0, chartCards: 0, order: 0, orders: 0 };
const t0 = performance.now();
for await (const { source, questions: list } of sources()) {
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
}
const n = questions.length;
const pct = (a, b) => `${((a / Math.max(b, 1)) * 100).toFixed(1)}%`;
console.log(
  `external (${part}): ${tally.ok}/${n} = ${pct(tally.ok, n)} correct, asked back ${pct(tally.asked, n)}, ` +
    `silently wrong ${tally.wrong} = ${pct(tally.wrong, n)}, no answer ${tally.fail}; ` +
    `chart as asked ${pct(tally.chart, tally.chartCards)}, order as asked ${pct(tally.order, tally.orders)}; ` +
    `${((performance.now() - t0) / n).toFixed(1)} ms per question`,
);
