// Fits the ask engine's reading ranker (libs/analytics/src/parse/reading-ranker.ts) on the public
// external questions: every reading the grammar proposes for each question is answered and graded
// once, then the weights that choose best are searched offline, on one half of the databases, and
// reported on the other half (the check). With --write the weights go to reading-weights.ts.
// Usage (after `npx nx run analytics:build`):
//   node tools/scripts/fit-reading-weights.mjs [--write] [--fit dev|all]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { half } from './external-set.mjs';

const args = process.argv.slice(2);
const flag = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const fitOn = flag('--fit', 'all');
const dir = resolve('../shared/eval/external') + '/';
const { openSource, ask, scoreOf, DEFAULT_WEIGHTS } = await import(
  pathToFileURL(resolve(process.env.ANALYTICS_DIST ?? 'libs/analytics/dist', 'index.js')).href
);
const sets = [
  { dir, part: (db) => half(db) },
  // Our own public sets (their own match rules): they must stay right whatever the fit.
  { dir: resolve('../shared/eval/dev') + '/', part: () => 'own' },
  { dir: resolve('../shared/eval/business') + '/', part: () => 'own' },
];

const read = (file) => readFileSync(file, 'utf8');

// What each reading of each question answers: its features and its grade.
const cases = [];
for (const set of sets) {
  const { grade } = await import(pathToFileURL(set.dir + 'match.mjs').href);
  const gold = Object.fromEntries(JSON.parse(read(set.dir + 'gold.json')).map((g) => [g.id, g]));
  const outcomeOf = (g, result) => {
    const ans =
      'card' in result ? result.card : 'prompt' in result ? { prompt: result.prompt } : result;
    if (grade(g, ans) === 'ok') return 'ok';
    return Array.isArray(ans.table) && ans.table.length > 0 ? 'wrong' : 'asked';
  };
  const byDataset = new Map();
  for (const q of read(set.dir + 'questions.jsonl')
    .split('\n')
    .filter(Boolean)
    .map(JSON.parse))
    byDataset.set(q.dataset, [...(byDataset.get(q.dataset) ?? []), q]);
  for (const [dataset, list] of byDataset) {
    const source = await openSource({ kind: 'file', path: set.dir + 'data/' + dataset });
    for (const q of list) {
      const input = { phrase: q.question, now: q.now, locale: q.locale };
      let ranked = [];
      const first = await ask(source, input, (r) => ((ranked = r), r[0]));
      const readings = [];
      const seen = new Map();
      for (let i = 0; i < ranked.length; i++) {
        const { features, result } = ranked[i].candidate;
        const key = JSON.stringify(result);
        if (!seen.has(key)) {
          const answer = i === 0 ? first : await ask(source, input, (r) => r[i]);
          seen.set(key, outcomeOf(gold[q.id], answer));
        }
        readings.push({ features, key, problem: 'kind' in result, outcome: seen.get(key) });
      }
      cases.push({ id: q.id, part: set.part(dataset.split('/')[0]), readings });
    }
    source.close();
  }
}

// The outcome the ranker gives a question under these weights: the best reading's, or a question
// back when a reading that answers otherwise scores within the margin.
function outcome(c, w) {
  const scored = c.readings
    .map((r) => ({ r, s: scoreOf(r.features, w) }))
    .sort((a, b) => b.s - a.s);
  const [best] = scored;
  const rival = scored.find(
    (x) => x.r.key !== best.r.key && !x.r.problem && !best.r.problem && best.s - x.s < w.margin,
  );
  return rival ? 'asked' : best.r.outcome;
}
const tally = (w, part) => {
  const t = { ok: 0, wrong: 0, asked: 0, n: 0 };
  for (const c of cases) if (part === 'all' || c.part === part) (t[outcome(c, w)]++, t.n++);
  return t;
};
// A silently wrong card costs three right ones: a question back is better than a confident error.
// Our own sets weigh like the rest but must not lose a question.
const objective = (w, parts) => {
  let o = 0;
  for (const part of [...parts, 'own']) {
    const t = tally(w, part);
    o += t.ok - 3 * t.wrong;
  }
  return o;
};
const show = (name, w) => {
  for (const part of ['dev', 'check', 'own', 'all']) {
    const t = tally(w, part);
    console.log(
      `${name} ${part}: ${t.ok}/${t.n} = ${((100 * t.ok) / t.n).toFixed(1)}% correct, ` +
        `${t.asked} asked back, ${t.wrong} silently wrong`,
    );
  }
};

const oracle = cases.filter((c) => c.readings.some((r) => r.outcome === 'ok')).length;
console.log(
  `${cases.length} questions, ${cases.reduce((n, c) => n + c.readings.length, 0)} readings; some reading right: ${oracle}`,
);
show('current', DEFAULT_WEIGHTS);

// Coordinate search: each weight in turn is moved by a step up or down while the objective
// rises, the steps halving until none helps. Ties keep the weight where it was.
function fit(parts) {
  let w = { ...DEFAULT_WEIGHTS };
  let best = objective(w, parts);
  for (let step = 64; step >= 0.25; step /= 2) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const k of Object.keys(w)) {
        for (const d of [step, -step]) {
          const t = { ...w, [k]: w[k] + d };
          if (k === 'margin' && t.margin < 0) continue;
          const o = objective(t, parts);
          if (o > best) [w, best, moved] = [t, o, true];
        }
      }
    }
  }
  return w;
}

// Two-fold check: weights fitted on one half of the databases, graded on the other.
show('fitted on dev', fit(['dev']));
show('fitted on check', fit(['check']));
const w = fit(fitOn === 'all' ? ['dev', 'check'] : [fitOn]);
show('fitted', w);
console.log(JSON.stringify(w));
if (args.includes('--write')) {
  const file = 'libs/analytics/src/parse/reading-weights.ts';
  const head = readFileSync(file, 'utf8').split('export const')[0];
  const body = Object.entries(w)
    .map(([k, v]) => `  ${k}: ${v},`)
    .join('\n');
  writeFileSync(file, `${head}export const READING_WEIGHTS = {\n${body}\n};\n`);
  console.log(`written to ${file}`);
}
if (args.includes('--verbose'))
  for (const c of cases) {
    const o = outcome(c, w);
    if (o !== 'ok' && c.readings.some((r) => r.outcome === 'ok'))
      console.log(
        c.id,
        c.part,
        o,
        JSON.stringify(c.readings.map((r) => [r.outcome, r.problem, r.features])),
      );
  }
if (flag('--try')) show('tried', { ...w, ...JSON.parse(flag('--try')) });
