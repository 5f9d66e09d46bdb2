import type { DataSource } from './data-source';
import { openSource } from './open-source';
import { tempDir } from '../testing/fixture-files';
import { writeLedger } from '../testing/ledger-files';
import { ENGLISH_FORMS, TURKISH_FORMS, check } from '../testing/question-forms';

// Each form of the query algebra asked in words, in English and in Turkish, on a ledger whose
// truth a hand-written query computes: the card must carry the true numbers, and a word the
// engine cannot use must come back as a prompt naming it.
describe.each([
  ['an English ledger', 'en', ENGLISH_FORMS],
  ['a Turkish ledger', 'tr', TURKISH_FORMS],
] as const)('question forms on %s', (_, language, forms) => {
  let source: DataSource;
  let path: string;
  beforeAll(async () => {
    path = writeLedger(tempDir(), language);
    source = await openSource({ kind: 'file', path, id: `ledger-${language}.csv` });
  });
  afterAll(() => source.close());

  for (const [form, list] of Object.entries(forms))
    it(
      form,
      async () => {
        for (const c of list) await check(source, path, c);
      },
      30_000,
    );
});
