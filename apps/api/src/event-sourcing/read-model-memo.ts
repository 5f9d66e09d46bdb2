import { Injectable } from '@nestjs/common';
import { ReadModelProgress } from './read-model-progress';

const MAX_ENTRIES = 5_000;

// Answers derived only from read models change only when the projections move on, so a result
// kept with the position it was computed at stays right until the next event is projected.
// Hot reads (GET /auth/tenant on every page) then skip the document store entirely.
@Injectable()
export class ReadModelMemo {
  private readonly entries = new Map<string, { position: number; value: Promise<unknown> }>();

  constructor(private readonly progress: ReadModelProgress) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const position = this.progress.current;
    const entry = this.entries.get(key);
    if (entry && entry.position === position) return entry.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { position, value });
    // A failed load is not remembered.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    if (this.entries.size > MAX_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
