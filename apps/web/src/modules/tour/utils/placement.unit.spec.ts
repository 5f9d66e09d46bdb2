import { notePlacement } from './placement';

const note = { width: 320, height: 160 };

describe('where the tour note goes', () => {
  it('sits under its element, centred on it', () => {
    expect(
      notePlacement(
        { top: 100, left: 400, width: 200, height: 40 },
        { width: 1366, height: 900 },
        note,
      ),
    ).toEqual({ top: 152, left: 340 });
  });
  it('goes above an element near the bottom, and stays inside a 360 px phone', () => {
    expect(
      notePlacement(
        { top: 700, left: 300, width: 60, height: 44 },
        { width: 360, height: 800 },
        note,
      ),
    ).toEqual({ top: 528, left: 28 });
  });
  it('keeps to the screen when neither side has room', () => {
    expect(
      notePlacement(
        { top: 20, left: 0, width: 360, height: 760 },
        { width: 360, height: 800 },
        note,
      ),
    ).toEqual({ top: 628, left: 20 });
  });
});
