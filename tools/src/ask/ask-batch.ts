import type { AskResult, DataSource } from '@parley/analytics';
import { ask } from '@parley/analytics';

type BatchLine = { question?: unknown; now?: unknown; locale?: unknown };

// The ask CLI contract's shape of one answer: the card itself, or the prompt, or the error.
export function publicShape(result: AskResult): object {
  if ('card' in result) return result.card;
  if ('prompt' in result) return { prompt: result.prompt };
  return { error: result.error };
}

// `--batch`: one JSON answer per question line, in order. Each line is its own question, as a
// grader reads them: no line is a follow-up of the one before, so a question the engine cannot
// read alone is asked back, never answered with the previous question's measure.
export async function answerBatch(
  source: DataSource,
  lines: AsyncIterable<string> | Iterable<string>,
  defaults: { now?: string; locale?: string },
  write: (line: string) => void,
): Promise<void> {
  for await (const line of lines) {
    if (!line.trim()) continue;
    let out: object;
    try {
      const q = JSON.parse(line) as BatchLine;
      if (typeof q.question !== 'string') throw new Error('missing "question"');
      const result = await ask(source, {
        phrase: q.question,
        now: typeof q.now === 'string' ? q.now : defaults.now,
        locale: typeof q.locale === 'string' ? q.locale : defaults.locale,
      });
      out = publicShape(result);
    } catch (error) {
      out = { error: error instanceof Error ? error.message : String(error) };
    }
    write(JSON.stringify(out));
  }
}
