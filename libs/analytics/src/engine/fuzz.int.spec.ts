import { fuzzPhrases } from '../testing/fuzz-phrases';
import { fixture } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';
import { openSource } from './open-source';
import { lexicalLoadTimes } from '../parse/lexical/load-times';

// Database wording that must never reach a person.
const SQL_ERROR =
  /(Binder Error|Parser Error|Catalog Error|Conversion Error|Invalid Input Error|Out of Range Error|syntax error|duckdb|SQLITE|\bat [A-Za-z.]+ \(|TypeError|RangeError|ReferenceError)/i;
// The budget is 100 ms; the assertions leave room for a loaded, shared 2-core machine (a stall of the
// whole process shows up as one slow phrase); the log shows the real figures.
const PER_PHRASE_BOUND_MS = 5000;
const P99_BOUND_MS = 500;

describe('fuzz: 10,000 generated and hostile phrases', () => {
  let demo: DataSource;
  let file: DataSource;
  beforeAll(async () => {
    // The resources every parse reads are loaded once per process, before any phrase is timed.
    lexicalLoadTimes();
    demo = await openSource({ kind: 'demo', now: '2026-06-30' });
    file = await openSource({ kind: 'file', path: fixture('nufus.csv') });
  });
  afterAll(() => {
    demo.close();
    file.close();
  });

  it('answers or asks back, never crashes, never shows SQL errors, each within the bound', async () => {
    const phrases = fuzzPhrases(10_000);
    const times: number[] = [];
    const kinds = { card: 0, prompt: 0, error: 0 };
    for (const [i, phrase] of phrases.entries()) {
      const source = i % 4 === 3 ? file : demo;
      const started = performance.now();
      const result = await ask(source, {
        phrase,
        now: '2026-06-30',
        locale: i % 2 ? 'tr' : 'en-US',
      });
      times.push(performance.now() - started);
      const { query: _query, ...visible } = 'card' in result ? result.card : { query: undefined };
      const shown = JSON.stringify('card' in result ? visible : result);
      expect(shown).not.toMatch(SQL_ERROR);
      if ('card' in result) kinds.card++;
      else if ('prompt' in result) kinds.prompt++;
      else kinds.error++;
    }
    times.sort((a, b) => a - b);
    const max = times[times.length - 1];
    const p99 = times[Math.floor(times.length * 0.99)];
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `fuzz: ${phrases.length} phrases, ${kinds.card} cards, ${kinds.prompt} prompts, ${kinds.error} errors; median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(2)} ms`,
    );
    expect(kinds.error).toBe(0);
    expect(kinds.card + kinds.prompt).toBe(phrases.length);
    expect(max).toBeLessThan(PER_PHRASE_BOUND_MS);
    expect(p99).toBeLessThan(P99_BOUND_MS);
  }, 300_000);
});
