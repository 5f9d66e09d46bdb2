// Extracts from KeNet, the Turkish WordNet of Starlang (npm `nlptoolkit-wordnet`, ISC), the little
// the ask engine reads: the parts of speech of verbs and of literals linked to English WordNet, and
// those links. The package is 196 MB installed and its 31 MB XML took a second to read in every
// process (and in every Jest test file); the extract is about 1 MB and reads in milliseconds.
//
// Usage: node tools/scripts/extract-kenet.mjs [path/to/turkish_wordnet.xml]
// Without a path, the pinned package is fetched with `npm pack` into a temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = 'nlptoolkit-wordnet@1.0.7';
const OUT = new URL('../../libs/analytics/data/kenet/kenet-links.tsv', import.meta.url);

function packageXml() {
  const dir = mkdtempSync(join(tmpdir(), 'kenet-'));
  try {
    const file = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: dir, encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['-xzf', file, 'package/turkish_wordnet.xml'], { cwd: dir });
    return readFileSync(join(dir, 'package', 'turkish_wordnet.xml'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const text = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : packageXml();
// One line per synset kept (verbs, and synsets linked to English), in the file's order, with its
// literals as written (the engine folds them as it folds questions):
//   <pos> TAB <literal>:<sense>|<literal>:<sense>… TAB <pos><offset>,… of its English synonyms
const lines = [];
for (const synset of text.split('<SYNSET>')) {
  const at = synset.indexOf('<POS>');
  if (at < 0) continue;
  const pos = synset[at + 5];
  const linked = synset.includes('<ILR>', at);
  if (pos !== 'v' && !linked) continue;
  const literals = [...synset.slice(0, at).matchAll(/<LITERAL>([^<]*)<SENSE>(\d+)/g)].map(
    (x) => `${x[1]}:${Number(x[2])}`,
  );
  const links = [...synset.matchAll(/<ILR>ENG31-(\d+)-(\w)<TYPE>SYNONYM/g)].map(
    (x) => `${x[2]}${Number(x[1])}`,
  );
  // A linked synset without a synonym link still tells the literals' part of speech.
  lines.push(`${pos}\t${literals.join('|')}\t${links.join(',')}`);
}
const header = [
  `# Extracted from ${PACKAGE} (KeNet, Starlang Software, ISC licence; see SOURCE.md)`,
  '# by tools/scripts/extract-kenet.mjs. Do not edit by hand.',
];
writeFileSync(OUT, [...header, ...lines, ''].join('\n'));
console.log(`${lines.length} synsets → ${OUT.pathname}`);
