// The grading loop shared by the held-out sets beside this file (strangers/, strangers-2/): asks every question
// of a set through the project's `ask` CLI and grades the answers with the public business eval's match rules
// (/work/shared/eval/business/match.mjs, imported from ../shared beside the project root).
// A set's grade.mjs calls gradeSet(new URL('.', import.meta.url), 'ask-<set>-'); its command line:
//   node tools/eval/<set>/grade.mjs [--verbose] [--no-build] [--only id,id]
// Contract (ARCHITECTURE.md, as ../shared/eval/business/grade.mjs uses it):
//   npm run -s ask -- --source FILE --batch QUESTIONS.jsonl --json
// --no-build runs the already built CLI (node tools/dist/ask/ask-cli.js) instead of `npm run ask`, whose
// first step rebuilds tools and, through nx, any stale library dist others may be testing against.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';

export async function gradeSet(setUrl, tmpPrefix, args = process.argv.slice(2)) {
  const here = new URL(setUrl).pathname;
  const root = new URL('../../', import.meta.url).pathname;
  const { grade } = await import(
    new URL('../shared/eval/business/match.mjs', 'file://' + root).href
  );
  const verbose = args.includes('--verbose');
  const noBuild = args.includes('--no-build');
  const only = args.includes('--only')
    ? new Set(args[args.indexOf('--only') + 1].split(','))
    : null;
  const qs = readFileSync(here + 'questions.jsonl', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((q) => !only || only.has(q.id));
  const gold = Object.fromEntries(
    JSON.parse(readFileSync(here + 'gold.json', 'utf8')).map((g) => [g.id, g]),
  );
  const tmp = mkdtempSync(tmpdir() + '/' + tmpPrefix);
  const byDataset = {};
  for (const q of qs) (byDataset[q.dataset] ??= []).push(q);
  const hasTable = (ans) => Boolean(ans && Array.isArray(ans.table) && ans.table.length);
  const kinds = {};
  let ok = 0,
    n = 0,
    ms = 0,
    wrong = 0,
    askedBack = 0;
  for (const [ds, list] of Object.entries(byDataset)) {
    const f = `${tmp}/${ds}.jsonl`;
    writeFileSync(
      f,
      list
        .map((q) =>
          JSON.stringify({
            question: q.question,
            ...(q.now ? { now: q.now } : {}),
            ...(q.locale ? { locale: q.locale } : {}),
          }),
        )
        .join('\n') + '\n',
    );
    const cli = ['--source', here + 'data/' + ds, '--batch', f, '--json'];
    const [cmd, argv] = noBuild
      ? ['node', ['tools/dist/ask/ask-cli.js', ...cli]]
      : ['npm', ['run', '-s', 'ask', '--', ...cli]];
    let lines = [];
    const t0 = performance.now();
    try {
      const out = execFileSync(cmd, argv, {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        timeout: 300000,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      lines = out.split('\n').filter((l) => l.trim().startsWith('{'));
    } catch (e) {
      if (verbose) console.log(ds, 'CLI failed:', String(e.stderr || e.message).slice(0, 300));
    }
    ms += performance.now() - t0;
    list.forEach((q, i) => {
      let ans;
      try {
        ans = JSON.parse(lines[i]);
      } catch {
        ans = null;
      }
      const r = ans ? grade(gold[q.id], ans) : 'no answer';
      const k = (kinds[q.kind] ??= { ok: 0, n: 0, asked: 0, wrong: 0 });
      n++;
      k.n++;
      if (r === 'ok') {
        ok++;
        k.ok++;
      }
      // a card with numbers that answer another question: worse than asking back
      else if (hasTable(ans)) {
        wrong++;
        k.wrong++;
      } else if (ans?.prompt) {
        askedBack++;
        k.asked++;
      }
      if (verbose) {
        const said = ans?.prompt
          ? 'prompt: ' + (ans.prompt.title ?? JSON.stringify(ans.prompt))
          : ans?.error
            ? 'error: ' + ans.error
            : `${ans?.title ?? ''} ${JSON.stringify(ans?.table ?? ans)}`;
        console.log(
          q.id,
          r === 'ok' ? 'ok  ' : 'FAIL',
          q.question,
          r === 'ok'
            ? '— ' + (ans.title ?? (ans.prompt ? 'prompt' : 'error'))
            : '— ' + r + ' — ' + said.slice(0, 240),
        );
      }
    });
  }
  const pct = (a, b) => `${a}/${b} = ${((a / b) * 100).toFixed(1)}%`;
  for (const [kind, k] of Object.entries(kinds))
    console.log(
      `  ${kind.padEnd(9)} ${pct(k.ok, k.n)}  asked back ${k.asked}, silently wrong ${k.wrong}`,
    );
  console.log(
    `accuracy ${pct(ok, n)}, asked back ${pct(askedBack, n)}, silently wrong ${pct(wrong, n)}, ${(ms / n).toFixed(0)} ms per question incl. process start`,
  );
  return { ok, n, askedBack, wrong, kinds };
}
