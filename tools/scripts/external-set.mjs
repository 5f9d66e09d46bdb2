// The public external eval (../shared/eval/external) as the in-process scripts read it: its
// questions by dataset, its gold, its match rules, and the engine's build to ask them of.
// --part splits the databases in two by a hash of their name, so a change is developed on one half
// and checked on the other before it is committed (a fix that only learns the first half's words
// does not move the second).
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const half = (db) => (createHash('sha1').update(db).digest()[0] % 2 === 0 ? 'dev' : 'check');

export async function externalSet({ dir: where = '../shared/eval/external', part = 'all' } = {}) {
  const dir = resolve(where) + '/';
  // ANALYTICS_DIST: a build of the engine of one's own, so a build running beside it cannot pull it away.
  const engine = await import(
    pathToFileURL(resolve(process.env.ANALYTICS_DIST ?? 'libs/analytics/dist', 'index.js')).href
  );
  const match = await import(pathToFileURL(dir + 'match.mjs').href);
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
  // Each dataset's questions with its source open, closed after.
  async function* sources() {
    for (const [dataset, list] of byDataset) {
      const source = await engine.openSource({ kind: 'file', path: dir + 'data/' + dataset });
      try {
        yield { source, questions: list };
      } finally {
        source.close();
      }
    }
  }
  return { questions, gold, sources, ask: engine.ask, match };
}
