// A strict reading of the SSML subset the skill produces: one <speak> root, known tags, balanced,
// every & an entity. Alexa rejects a response with invalid SSML, so tests hold speech to it.
const ALLOWED = new Set(['speak', 'break', 'say-as', 'p', 's', 'emphasis', 'prosody', 'lang']);

export function ssmlProblems(ssml: string): string[] {
  const problems: string[] = [];
  if (!/^<speak>[\s\S]*<\/speak>$/.test(ssml)) problems.push('not wrapped in one <speak> element');
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(ssml)) problems.push('bare ampersand');
  const stack: string[] = [];
  for (const match of ssml.matchAll(/<(\/?)([a-z-]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = match;
    if (!ALLOWED.has(name)) problems.push(`unknown tag <${name}>`);
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else stack.push(name);
  }
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  const text = ssml.replace(/<[^>]+>/g, '');
  if (/[<>]/.test(text)) problems.push('stray angle bracket');
  return problems;
}
