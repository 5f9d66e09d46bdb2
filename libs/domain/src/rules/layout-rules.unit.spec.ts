import {
  completeLayout,
  dropDeletedCards,
  firstFreeSlot,
  layoutEntryViolation,
} from './layout-rules';
import type { LayoutEntry } from './layout-rules';

const entry = (i: string, x: number, y: number, w = 2, h = 2): LayoutEntry => ({ i, x, y, w, h });

describe('layout entry', () => {
  it.each([
    [2, 2],
    [5, 4],
  ])('accepts width %i and height %i', (w, h) => {
    expect(layoutEntryViolation({ i: 'a', x: 0, y: 0, w, h })).toBeUndefined();
  });
  it.each([
    ['w', 1, 2, 'validation.min_value'],
    ['w', 6, 2, 'validation.max_value'],
    ['h', 2, 1, 'validation.min_value'],
    ['h', 2, 5, 'validation.max_value'],
  ])('refuses %s out of range (w=%i, h=%i)', (field, w, h, messageKey) => {
    expect(layoutEntryViolation({ i: 'a', x: 0, y: 0, w, h })).toMatchObject({
      messageKey,
      params: { card: 'a', field },
    });
  });
  it('refuses a card running past the tenth column', () => {
    expect(layoutEntryViolation({ i: 'a', x: 6, y: 0, w: 5, h: 2 })).toMatchObject({
      params: { field: 'x', max: 5 },
    });
  });
  it('refuses fractional and negative positions', () => {
    expect(layoutEntryViolation({ i: 'a', x: 0.5, y: 0, w: 2, h: 2 })).toMatchObject({
      params: { field: 'x' },
    });
    expect(layoutEntryViolation({ i: 'a', x: 0, y: -1, w: 2, h: 2 })).toMatchObject({
      params: { field: 'y' },
    });
  });
});

describe('first free 2x2 slot', () => {
  it('is the top-left corner of an empty grid', () => {
    expect(firstFreeSlot([])).toEqual({ x: 0, y: 0 });
  });
  it('is the next hole along the first row', () => {
    expect(firstFreeSlot([entry('a', 0, 0), entry('b', 2, 0, 3)])).toEqual({ x: 5, y: 0 });
  });
  it('moves to later rows once columns 0–8 of a row are taken', () => {
    const fullRow = [0, 2, 4, 6, 8].map((x) => entry(`r${x}`, x, 0));
    expect(firstFreeSlot(fullRow)).toEqual({ x: 0, y: 2 });
  });
  it('finds a hole left between cards', () => {
    expect(
      firstFreeSlot([entry('a', 0, 0, 2, 4), entry('b', 4, 0, 5, 4), entry('c', 2, 2)]),
    ).toEqual({ x: 2, y: 0 });
  });
  it('does not use a 1-wide gap', () => {
    expect(firstFreeSlot([entry('a', 0, 0, 3), entry('b', 4, 0, 5), entry('c', 9, 2)])).toEqual({
      x: 0,
      y: 2,
    });
  });
});

describe('layout of deleted cards', () => {
  it('drops entries whose card is gone and repeated entries', () => {
    expect(
      dropDeletedCards([entry('a', 0, 0), entry('gone', 2, 0), entry('a', 4, 0)], ['a']),
    ).toEqual([entry('a', 0, 0)]);
  });
});

describe('complete layout', () => {
  it('keeps saved entries and gives new cards the first free 2x2 slots in card order', () => {
    expect(completeLayout([entry('a', 0, 0, 4, 2), entry('gone', 4, 0)], ['a', 'b', 'c'])).toEqual([
      entry('a', 0, 0, 4, 2),
      entry('b', 4, 0),
      entry('c', 6, 0),
    ]);
  });
});
