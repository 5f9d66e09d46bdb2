import { delimitedHeaderColumns, jsonLinesHeaderColumns } from './header-columns';

describe('the columns a file header names, counted before any parsing', () => {
  it('counts the first record of a delimited text, whichever delimiter it uses', () => {
    expect(delimitedHeaderColumns('a,b,c\n1,2,3,4,5,6\n')).toBe(3);
    expect(delimitedHeaderColumns('a;b;c;d\r\n1;2;3;4')).toBe(4);
    expect(delimitedHeaderColumns('a\tb\n')).toBe(2);
    expect(delimitedHeaderColumns('only')).toBe(1);
  });
  it('does not count delimiters or line breaks inside quotes', () => {
    expect(delimitedHeaderColumns('"city, country","note\nmore",x\n1,2,3')).toBe(3);
    expect(delimitedHeaderColumns('"say ""hi"", twice",b\n')).toBe(2);
  });
  it('counts the keys of the first JSON line, and leaves other JSON layouts to the loader', () => {
    expect(jsonLinesHeaderColumns('{"a":1,"b":2}\n{"a":3}\n')).toBe(2);
    expect(jsonLinesHeaderColumns('[{"a":1}]\n')).toBeUndefined();
    expect(jsonLinesHeaderColumns('{\n  "a": 1\n}\n')).toBeUndefined();
  });
});
