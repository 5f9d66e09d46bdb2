import { columnsAt, gridItems, layoutFromGrid, sameGeometry } from './grid';

describe('collection grid', () => {
  it('places cards without a saved entry in the first free 3x3 slot and bounds their sizes', () => {
    const items = gridItems([{ i: 'a', x: 0, y: 0, w: 2, h: 2 }], ['a', 'b']);
    expect(items[1]).toMatchObject({
      i: 'b',
      x: 2,
      y: 0,
      w: 3,
      h: 3,
      minW: 2,
      maxW: 5,
      minH: 2,
      maxH: 4,
    });
  });

  it('drops entries of deleted cards', () => {
    expect(gridItems([{ i: 'gone', x: 0, y: 0, w: 2, h: 2 }], ['a']).map((i) => i.i)).toEqual([
      'a',
    ]);
  });

  it('keeps the chart a card shows when its place changes', () => {
    expect(
      layoutFromGrid(
        [{ i: 'a', x: 4, y: 1, w: 3, h: 2 }],
        [{ i: 'a', x: 0, y: 0, w: 2, h: 2, c: 'pie' }],
      ),
    ).toEqual([{ i: 'a', x: 4, y: 1, w: 3, h: 2, c: 'pie' }]);
  });

  it('tells a real move or resize from a re-render in another order', () => {
    const a = { i: 'a', x: 0, y: 0, w: 2, h: 2 };
    const b = { i: 'b', x: 2, y: 0, w: 2, h: 2 };
    expect(sameGeometry([a, b], [b, a])).toBe(true);
    expect(sameGeometry([a, b], [a, { ...b, w: 3 }])).toBe(false);
  });

  it('gives the grid 10 columns on a desktop page and fewer on narrow ones (spec §9)', () => {
    expect(columnsAt(982)).toBe(10);
    expect(columnsAt(1200)).toBe(10);
    expect(columnsAt(700)).toBe(6);
    expect(columnsAt(450)).toBe(4);
    expect(columnsAt(320)).toBe(2);
  });
});
