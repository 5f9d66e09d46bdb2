import type { AnswerCard, Prompt } from '@parley/domain';
import type { AskResult } from '../engine/ask';

/** The card of an answer, or a failure that shows what came instead. */
export function card(result: AskResult): AnswerCard {
  if (!('card' in result)) throw new Error(`expected a card, got ${JSON.stringify(result)}`);
  return result.card;
}

/** The prompt of an answer, or a failure that shows what came instead. */
export function prompt(result: AskResult): Prompt {
  if (!('prompt' in result)) throw new Error(`expected a prompt, got ${JSON.stringify(result)}`);
  return result.prompt;
}

/** A card's first measure by the value of its first other column, as the card's table lists them. */
export function countsBy(answer: AnswerCard): Record<string, unknown> {
  const counted = answer.columns.find((c) => c.role === 'metric')?.key ?? '';
  const key = answer.columns.find((c) => c.role !== 'metric')?.key ?? '';
  return Object.fromEntries(answer.table.map((r) => [String(r[key]), r[counted]]));
}
