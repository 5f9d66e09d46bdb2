import { createReadStream } from 'node:fs';
import type { FileLimits } from './file-limits';
import { FileRefusedError } from './file-limits';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

// A byte-level pass over a JSON (or JSON-lines) file before DuckDB reads it: DuckDB's JSON reader
// recurses without bound (depth 100,000 crashes the process, depth 1,000 burns a minute of CPU),
// so nesting and record size are checked here in constant memory. Only brackets and strings are
// followed; everything else is left to DuckDB, which reads what passes.
export class JsonShapeScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private offset = 0;
  // Records are the elements of a top-level array, else the top-level values (JSON lines).
  private recordDepth = -1;
  private recordStart = -1;
  private readonly open: Uint8Array;

  constructor(private readonly limits: Pick<FileLimits, 'jsonMaxDepth' | 'jsonMaxRecordBytes'>) {
    this.open = new Uint8Array(limits.jsonMaxDepth + 1);
  }

  write(chunk: Uint8Array): void {
    const { jsonMaxDepth, jsonMaxRecordBytes } = this.limits;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (this.recordDepth < 0) this.recordDepth = byte === OPEN_ARRAY ? 1 : 0;
        if (this.depth === this.recordDepth) this.recordStart = this.offset + i;
        if (this.depth >= jsonMaxDepth) throw new FileRefusedError('json_depth', jsonMaxDepth);
        this.open[this.depth++] = byte;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        const expected = byte === CLOSE_ARRAY ? OPEN_ARRAY : OPEN_OBJECT;
        if (this.depth === 0 || this.open[this.depth - 1] !== expected)
          throw new FileRefusedError('json_syntax');
        this.depth--;
        if (this.depth === this.recordDepth) {
          // Strings are skipped byte by byte above, so a record's size is settled as it closes.
          if (this.offset + i - this.recordStart >= jsonMaxRecordBytes)
            throw new FileRefusedError('json_record_size', jsonMaxRecordBytes);
          this.recordStart = -1;
        }
      } else if (this.recordDepth < 0 && !isSpace(byte)) {
        // A file of top-level scalars: each line is a record, nothing nests.
        this.recordDepth = 0;
      }
      if (this.recordStart >= 0 && this.offset + i - this.recordStart > jsonMaxRecordBytes)
        throw new FileRefusedError('json_record_size', jsonMaxRecordBytes);
    }
    // A long string inside a record counts too: checked once per chunk.
    if (this.recordStart >= 0 && this.offset + chunk.length - this.recordStart > jsonMaxRecordBytes)
      throw new FileRefusedError('json_record_size', jsonMaxRecordBytes);
    this.offset += chunk.length;
  }

  end(): void {
    if (this.depth !== 0 || this.inString) throw new FileRefusedError('json_syntax');
  }
}

export async function scanJsonShape(
  path: string,
  limits: Pick<FileLimits, 'jsonMaxDepth' | 'jsonMaxRecordBytes'>,
): Promise<void> {
  const scanner = new JsonShapeScanner(limits);
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }))
    scanner.write(chunk as Buffer);
  scanner.end();
}
