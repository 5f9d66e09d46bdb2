const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeSsml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Sentences to SSML: each escaped, a short pause between them; ask-sdk adds the <speak> root. */
export function ssml(...sentences: string[]): string {
  return sentences
    .filter((s) => s.trim().length > 0)
    .map((s) => escapeSsml(s.trim()))
    .join('<break time="300ms"/>');
}
