import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from '@parley/analytics';
import { ask, openSource, suggestionsFor } from '@parley/analytics';

// Every example question the product shows a newcomer — the help articles on asking, the
// conversation's empty state and the demo's suggestions — is answered on the demo with a card.
const web = join(__dirname, '../../../apps/web');
const HELP = ['ask-a-question', 'getting-started'];

function helpExamples(): { phrase: string; locale: 'en' | 'tr' }[] {
  const found: { phrase: string; locale: 'en' | 'tr' }[] = [];
  for (const file of readdirSync(join(web, 'public/help'))) {
    const [name, lang] = file.replace(/\.md$/, '').split('.');
    if (!HELP.includes(name)) continue;
    const text = readFileSync(join(web, 'public/help', file), 'utf8');
    // Examples are written in italics: "_orders by country this year_".
    for (const m of text.matchAll(/(?<![\w*])_([^_\n]+)_(?![\w*])/g))
      found.push({ phrase: m[1], locale: lang === 'tr' ? 'tr' : 'en' });
  }
  return found;
}

function emptyStateExamples(): { phrase: string; locale: 'en' | 'tr' }[] {
  const text = readFileSync(join(web, 'src/modules/conversation/constants/messages.ts'), 'utf8');
  // The English messages, then the Turkish ones, each an object of the defineMessages call.
  const [en, tr] = text.split(/\n {2}\},\n {2}\{\n/);
  const quoted = (part: string) => [...part.matchAll(/“([^”{}]+)”/g)].map((m) => m[1]);
  return [
    ...quoted(en).map((phrase) => ({ phrase, locale: 'en' as const })),
    ...quoted(tr ?? '').map((phrase) => ({ phrase, locale: 'tr' as const })),
  ];
}

describe('the examples Parley shows a newcomer', () => {
  let demo: DataSource;
  beforeAll(async () => {
    demo = await openSource({ kind: 'demo', now: '2026-11-24' });
  });
  afterAll(() => demo.close());

  it('finds the examples where the help and the empty state show them', () => {
    const help = helpExamples();
    expect(help.map((e) => e.phrase)).toEqual(
      expect.arrayContaining(['orders by country this year', 'geçen yıl']),
    );
    expect(emptyStateExamples()).toEqual([
      { phrase: 'revenue by region last month', locale: 'en' },
      { phrase: 'geçen ay bölgelere göre gelir', locale: 'tr' },
    ]);
  });

  it('answers each of them on the demo with a card, in its language', async () => {
    const suggested = (['en', 'tr'] as const).flatMap((locale) =>
      suggestionsFor(demo.model, locale).map((s) => ({ phrase: s.title, locale })),
    );
    for (const { phrase, locale } of [...helpExamples(), ...emptyStateExamples(), ...suggested]) {
      const result = await ask(demo, { phrase, locale, now: '2026-11-24' });
      expect({ phrase, answered: 'card' in result }).toEqual({ phrase, answered: true });
    }
  });
});
