import type { DataSource } from '@parley/analytics';
import { openSource } from '@parley/analytics';
import { answerBatch } from './ask-batch';

// The batch contract graders use: one answer per line, each line read on its own.
describe('ask --batch', () => {
  let demo: DataSource;
  beforeAll(async () => {
    demo = await openSource({ kind: 'demo', now: '2026-06-15' });
  });
  afterAll(() => demo.close());

  async function answers(...lines: string[]): Promise<Record<string, unknown>[]> {
    const out: string[] = [];
    await answerBatch(demo, lines, { now: '2026-06-15' }, (line) => out.push(line));
    return out.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('reads a line that would be a follow-up in a conversation on its own', async () => {
    const [first, second] = await answers(
      JSON.stringify({ question: 'revenue by channel last month' }),
      JSON.stringify({ question: 'and by device' }),
    );
    expect(first).toHaveProperty('query.date_range');
    // Alone, "and by device" is all time: the line before's "last month" is not carried over.
    expect(second).toHaveProperty('table');
    expect(second).not.toHaveProperty('query.date_range');
  });

  it('answers every line, a broken one with an error, in order', async () => {
    const out = await answers('not json', JSON.stringify({ question: 'revenue last month' }), '');
    expect(out).toHaveLength(2);
    expect(out[0]).toHaveProperty('error');
    expect(out[1]).toHaveProperty('table');
  });
});
