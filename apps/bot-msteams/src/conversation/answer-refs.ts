import { createHash } from 'node:crypto';
import type { CardSource } from '../cards/adaptive-cards';

/** What a card's button stands for: the question (or a prompt's choice) and what answered it. */
export type Asked = { phrase: string; title?: string; source?: CardSource };

export type AnswerRefsOptions = { max: number; keepMs: number; clock?: () => number };

// Buttons are clicked soon after the answer, or when the person scrolls back to it.
const DEFAULTS: AnswerRefsOptions = { max: 20_000, keepMs: 14 * 24 * 60 * 60 * 1000 };

/**
 * The questions behind the buttons of the cards the bot sent, each under a short id the button
 * carries instead of the question (a card must stay small, whatever was asked). An id is the
 * hash of the person and what it stands for, so the same answer sent again keeps its id, and
 * another person's id names nothing of theirs. Kept in memory, newest last: an id from before a
 * restart, or older than `keepMs`, is answered by asking the question again.
 */
export class AnswerRefs {
  private readonly refs = new Map<string, { userKey: string; asked: Asked; at: number }>();
  private readonly options: AnswerRefsOptions;

  constructor(options: Partial<AnswerRefsOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  remember(userKey: string, asked: Asked): string {
    const id = createHash('sha256')
      .update(JSON.stringify([userKey, asked.phrase, asked.title ?? null, asked.source ?? null]))
      .digest('base64url')
      .slice(0, 22);
    this.refs.delete(id);
    this.refs.set(id, { userKey, asked, at: this.now() });
    for (const [old] of this.refs) {
      if (this.refs.size <= this.options.max) break;
      this.refs.delete(old);
    }
    return id;
  }

  recall(userKey: string, id: unknown): Asked | undefined {
    const ref = typeof id === 'string' ? this.refs.get(id) : undefined;
    if (!ref || ref.userKey !== userKey) return undefined;
    return ref.at >= this.now() - this.options.keepMs ? ref.asked : undefined;
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }
}
