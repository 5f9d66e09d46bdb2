import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type OpenedPdf = { pages: number; width: number; height: number; text: string };

// pdf.js (an ES module) opens the PDF in its own Node process, as a PDF reader would: the page
// count, the first page's size in points and every page's text.
const READER = `
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const data = new Uint8Array(readFileSync(process.argv[1]));
const pdf = await getDocument({ data, verbosity: 0 }).promise;
const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
let text = '';
for (let n = 1; n <= pdf.numPages; n++) {
  const content = await (await pdf.getPage(n)).getTextContent();
  text += content.items.map((item) => item.str ?? '').join(' ') + '\\n';
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, width: first.width, height: first.height, text }));
`;

export function readPdf(pdf: Buffer): OpenedPdf {
  const dir = mkdtempSync(join(tmpdir(), 'parley-pdf-'));
  try {
    const file = join(dir, 'digest.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', READER, file], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    return JSON.parse(out) as OpenedPdf;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
