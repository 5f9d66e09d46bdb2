import { isFileRefused } from './file-limits';
import { JsonShapeScanner } from './json-shape-scan';

const limits = { jsonMaxDepth: 4, jsonMaxRecordBytes: 64 };

// The refusal a text gets, fed in chunks of `size` bytes; undefined when it passes.
function scan(text: string, size = 7): string | undefined {
  const scanner = new JsonShapeScanner(limits);
  const bytes = Buffer.from(text);
  try {
    for (let i = 0; i < bytes.length; i += size) scanner.write(bytes.subarray(i, i + size));
    scanner.end();
    return undefined;
  } catch (error) {
    if (isFileRefused(error)) return error.limit;
    throw error;
  }
}

describe('the JSON shape scan before DuckDB', () => {
  it('passes tables as people export them: an array of records, or one record a line', () => {
    expect(scan('[{"a":1,"b":{"c":[1,2]}},{"a":2}]')).toBeUndefined();
    expect(scan('{"a":1}\n{"a":2,"tags":["x"]}\n')).toBeUndefined();
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(scan('[{"a":"[[[[[[\\"]]]]{{{{"}]')).toBeUndefined();
  });

  it('refuses nesting past the depth limit', () => {
    expect(scan('[[[[[1]]]]]')).toBe('json_depth');
  });

  it('refuses one record past the size limit, a long string inside it too', () => {
    expect(scan(`[{"a":"${'x'.repeat(100)}"}]`, 1_000)).toBe('json_record_size');
    expect(scan(`[{"a":1},{"b":"${'y'.repeat(100)}"}]`, 3)).toBe('json_record_size');
    // Many small records add up to a large file, which is fine.
    expect(
      scan(`[${Array.from({ length: 50 }, (_, i) => `{"n":${i}}`).join(',')}]`),
    ).toBeUndefined();
  });

  it('refuses brackets that do not match or do not close', () => {
    expect(scan('[{"a":1]}')).toBe('json_syntax');
    expect(scan('[{"a":1}')).toBe('json_syntax');
    expect(scan('[{"a":"open}]')).toBe('json_syntax');
  });
});
