// Robustness of the ask engine to wording it was not shown: each external question the engine
// answers correctly is asked again in rewrites that keep its meaning ("Please …", "Can you …",
// "mean" for "average", "bar plot" for "bar chart", no question mark …), and every rewrite whose
// answer is no longer the gold one is listed. A rewrite answered wrongly with a card is a silent
// error the public wording hid.
// Usage (after `npx nx run analytics:build`):
//   node tools/scripts/eval-rewrites.mjs [--part dev|check|all] [--only NAME] [--verbose]
import { externalSet } from './external-set.mjs';

const args = process.argv.slice(2);
const flag = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const only = flag('--only', undefined);
const verbose = args.includes('--verbose');
const { gold, sources, ask, match } = await externalSet({ part: flag('--part', 'all') });

const lowerFirst = (q) => q[0].toLowerCase() + q.slice(1);
const imperative =
  /^(show|list|give|find|display|return|draw|plot|visuali[sz]e|compare|count|tell|sort|rank|group|bin)\b/i;
// Each rewrite gives the question in other words of the same meaning, or null where it does not apply.
const REWRITES = {
  please: (q) => 'Please ' + lowerFirst(q),
  hey: (q) => 'Hey, ' + lowerFirst(q),
  'can you': (q) => (imperative.test(q) ? 'Can you ' + lowerFirst(q) : null),
  'lower case': (q) => q.toLowerCase(),
  thanks: (q) => q.replace(/[?.!\s]*$/, '') + ', thanks',
  'show me': (q) => (/^show /i.test(q) ? q.replace(/^show /i, 'Show me ') : null),
  display: (q) =>
    /^(show|list|return) /i.test(q) ? q.replace(/^(show|list|return) /i, 'Display ') : null,
  mean: (q) => (/\baverage\b/i.test(q) ? q.replace(/\baverage\b/i, 'mean') : null),
  per: (q) => (/\bfor each\b/i.test(q) ? q.replace(/\bfor each\b/i, 'per') : null),
  every: (q) => (/\beach\b/i.test(q) ? q.replace(/\beach\b/i, 'every') : null),
  'count of': (q) => (/\bnumber of\b/i.test(q) ? q.replace(/\bnumber of\b/i, 'count of') : null),
  'give me': (q) =>
    /^what (are|is) the /i.test(q) ? q.replace(/^what (are|is) the /i, 'Give me the ') : null,
  'high to low': (q) =>
    /\bin desc(ending)? order\b/i.test(q)
      ? q.replace(/\bin desc(ending)? order\b/i, 'from highest to lowest')
      : null,
  'no question mark': (q) => (q.includes('?') ? q.replace(/\?/g, '') : null),
  graph: (q) => (/ chart\b/i.test(q) ? q.replace(/ chart\b/gi, ' graph') : null),
  plot: (q) =>
    /\b(bar|pie|line) chart\b/i.test(q) ? q.replace(/\b(bar|pie|line) chart\b/i, '$1 plot') : null,
};

const tally = Object.fromEntries(Object.keys(REWRITES).map((k) => [k, { ok: 0, n: 0, wrong: 0 }]));
for await (const { source, questions } of sources()) {
  for (const q of questions) {
    const asked = await ask(source, { phrase: q.question }).catch(() => ({}));
    if (!('card' in asked) || match.grade(gold[q.id], asked.card) !== 'ok') continue;
    for (const [name, rewrite] of Object.entries(REWRITES)) {
      const phrase = only && only !== name ? null : rewrite(q.question);
      if (!phrase) continue;
      const result = await ask(source, { phrase }).catch((e) => ({ error: String(e) }));
      const ok = 'card' in result && match.grade(gold[q.id], result.card) === 'ok';
      tally[name].n++;
      if (ok) tally[name].ok++;
      else if ('card' in result) tally[name].wrong++;
      if (!ok && verbose)
        console.log(`${q.id} ${name}: ${'card' in result ? 'WRNG' : 'ASKD'} ${phrase}`);
    }
  }
}
const pct = (a, b) => `${((a / Math.max(b, 1)) * 100).toFixed(1)}%`;
for (const [name, t] of Object.entries(tally))
  if (t.n)
    console.log(
      `  ${name.padEnd(16)} ${t.ok}/${t.n} = ${pct(t.ok, t.n)}, silently wrong ${t.wrong}`,
    );
const sum = Object.values(tally).reduce(
  (a, t) => ({ ok: a.ok + t.ok, n: a.n + t.n, wrong: a.wrong + t.wrong }),
  { ok: 0, n: 0, wrong: 0 },
);
console.log(
  `rewrites: ${sum.ok}/${sum.n} = ${pct(sum.ok, sum.n)} answered as before, silently wrong ${sum.wrong}`,
);
