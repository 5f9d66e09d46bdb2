import { crc32, deflateSync, inflateSync } from 'node:zlib';

// pdfkit decodes an RGBA PNG pixel by pixel in JavaScript to split its alpha channel (seconds per
// digest); an RGB PNG it embeds as it is. So the chart goes into the PDF as an opaque RGB image
// at half the mail's resolution (still above 100 dpi on the letter page). The chart is drawn on
// white, so dropping alpha changes no pixel.
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Png = { width: number; height: number; bitDepth: number; colorType: number; data: Buffer };

function readPng(png: Buffer): Png {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  const idat: Buffer[] = [];
  let header: Omit<Png, 'data'> | undefined;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8],
        colorType: body[9],
      };
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header) throw new Error('PNG without a header');
  return { ...header, data: inflateSync(Buffer.concat(idat)) };
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

// The filtered scanlines back to raw rows (PNG spec §9); one loop per filter type, since this
// runs over millions of bytes per digest.
function unfilter({ width, height, data }: Png, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    const first = y === 0;
    switch (filter) {
      case 1:
        for (let x = 0; x < stride; x++)
          out[row + x] = data[src + x] + (x >= bpp ? out[row + x - bpp] : 0);
        break;
      case 2:
        for (let x = 0; x < stride; x++) out[row + x] = data[src + x] + (first ? 0 : out[up + x]);
        break;
      case 3:
        for (let x = 0; x < stride; x++) {
          const a = x >= bpp ? out[row + x - bpp] : 0;
          const b = first ? 0 : out[up + x];
          out[row + x] = data[src + x] + ((a + b) >> 1);
        }
        break;
      case 4:
        for (let x = 0; x < stride; x++) {
          const a = x >= bpp ? out[row + x - bpp] : 0;
          const b = first ? 0 : out[up + x];
          const c = x >= bpp && !first ? out[up + x - bpp] : 0;
          out[row + x] = data[src + x] + paeth(a, b, c);
        }
        break;
      default:
        out.set(data.subarray(src, src + stride), row);
    }
  }
  return out;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** An 8-bit RGB(A) PNG as an opaque RGB PNG of half its width and height (2×2 averaged). */
export function pdfReadyPng(png: Buffer): Buffer {
  const image = readPng(png);
  const bpp = image.colorType === 6 ? 4 : image.colorType === 2 ? 3 : 0;
  if (image.bitDepth !== 8 || bpp === 0) return png;
  const pixels = unfilter(image, bpp);
  const width = Math.max(1, image.width >> 1);
  const height = Math.max(1, image.height >> 1);
  const stride = image.width * bpp;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (width * 3 + 1);
    rows[out] = 0;
    const top = 2 * y * stride;
    const bottom = top + stride;
    for (let x = 0; x < width; x++) {
      const left = 2 * x * bpp;
      for (let channel = 0; channel < 3; channel++) {
        const i = left + channel;
        rows[out + 1 + x * 3 + channel] =
          (pixels[top + i] +
            pixels[top + i + bpp] +
            pixels[bottom + i] +
            pixels[bottom + i + bpp] +
            2) >>
          2;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
