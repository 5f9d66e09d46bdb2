import { open } from 'node:fs/promises';

// How much of a file is read to find its header: 10,000 long column names fit many times over.
const HEADER_BYTES = 4 * 1024 * 1024;
// The delimiters DuckDB's sniffer chooses between; the widest reading of the header counts.
const DELIMITERS = [',', ';', '\t', '|'];

// Columns the first record of a delimited text names, counted without parsing the file: a
// quoted field may hold delimiters and line breaks ("" inside quotes toggles twice).
export function delimitedHeaderColumns(text: string): number {
  const counts = new Map(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n' || char === '\r') break;
    else {
      const seen = counts.get(char);
      if (seen !== undefined) counts.set(char, seen + 1);
    }
  }
  return Math.max(...counts.values()) + 1;
}

// Keys of the first record of JSON lines ({...} on the first line); undefined for any other
// layout (an array, a record over several lines), which the loader's own limits then meet.
export function jsonLinesHeaderColumns(text: string): number | undefined {
  const first = text.replace(/^\s+/, '');
  if (!first.startsWith('{')) return undefined;
  const end = first.indexOf('\n');
  if (end < 0) return undefined;
  try {
    const record: unknown = JSON.parse(first.slice(0, end));
    return record && typeof record === 'object' ? Object.keys(record).length : undefined;
  } catch {
    return undefined;
  }
}

// The columns an uploaded file's header names, from its first bytes only, or undefined when
// the format keeps them elsewhere (Parquet's footer; XLSX rows are counted as they stream).
export async function headerColumns(path: string, type: string): Promise<number | undefined> {
  if (type !== 'csv' && type !== 'json') return undefined;
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEADER_BYTES, 0);
    // A character cut at the window's end decodes as U+FFFD, which counts as nothing.
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    return type === 'csv' ? delimitedHeaderColumns(text) : jsonLinesHeaderColumns(text);
  } finally {
    await file.close();
  }
}
