export type Segment = { text: string; match: boolean };

function words(input: string): string[] {
  return input.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

// Spec §2: every space-separated word typed must appear in a suggestion, case-insensitively.
export function matchSuggestions(
  suggestions: readonly string[],
  input: string,
  limit = 50,
): string[] {
  const wanted = words(input);
  if (wanted.length === 0) return [];
  const seen = new Set<string>();
  return suggestions
    .filter((s) => {
      const lower = s.toLocaleLowerCase();
      if (seen.has(lower) || lower === input.trim().toLocaleLowerCase()) return false;
      seen.add(lower);
      return wanted.every((w) => lower.includes(w));
    })
    .slice(0, limit);
}

// Splits a suggestion into runs so the typed words can be highlighted.
export function highlightSegments(text: string, input: string): Segment[] {
  const wanted = words(input);
  const lower = text.toLocaleLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const w of wanted) {
    let at = lower.indexOf(w);
    while (at >= 0) {
      marked.fill(true, at, at + w.length);
      at = lower.indexOf(w, at + w.length);
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = segments[segments.length - 1];
    const match = marked[i] ?? false;
    if (last && last.match === match) last.text += text[i];
    else segments.push({ text: text[i] ?? '', match });
  }
  return segments;
}

// Up and down wrap around the list; -1 means nothing chosen (Enter then sends what was typed).
export function moveActive(active: number, count: number, direction: 'up' | 'down'): number {
  if (count === 0) return -1;
  if (direction === 'down') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

export const suggestionHistoryCap = 100;

export function rememberPhrase(history: readonly string[], phrase: string): string[] {
  const trimmed = phrase.trim();
  if (!trimmed) return [...history];
  return [
    trimmed,
    ...history.filter((p) => p.toLocaleLowerCase() !== trimmed.toLocaleLowerCase()),
  ].slice(0, suggestionHistoryCap);
}
