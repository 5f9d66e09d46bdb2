// Reads a PDF with Mozilla's pdf.js and prints, per page, its size, its text, how many pictures it
// paints and the box its text stays in (points from the bottom-left corner), as JSON. It runs in
// its own Node process because pdf.js ships only as an ES module.
import { readFile } from 'node:fs/promises';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(await readFile(process.argv[2]));
const pdf = await getDocument({ data, isEvalSupported: false }).promise;
const pictures = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject]);
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const [x0, y0, x1, y1] = page.view;
  const items = (await page.getTextContent()).items.filter((i) => 'str' in i && i.str.trim());
  const ops = await page.getOperatorList();
  const xs = items.map((i) => i.transform[4]);
  const ys = items.map((i) => i.transform[5]);
  pages.push({
    width: x1 - x0,
    height: y1 - y0,
    text: items.map((i) => i.str).join(' '),
    pictures: ops.fnArray.filter((fn) => pictures.has(fn)).length,
    textBox: {
      left: Math.min(...xs),
      right: Math.max(...items.map((i) => i.transform[4] + i.width)),
      bottom: Math.min(...ys),
      top: Math.max(...ys),
    },
  });
}
process.stdout.write(JSON.stringify({ pages }));
