import { fittingCount } from './fit';

describe('fittingCount', () => {
  it('shows every item when the row fits, with no room kept for More', () => {
    expect(fittingCount([50, 60, 70], 40, 50 + 60 + 70 + 8, 4)).toBe(3);
  });

  it('keeps room for More when one item does not fit', () => {
    // 50 + 4 + 60 + 4 + 70 = 188 > 187: More (40) + 4 + 50 + 4 + 60 = 158 fits, the third does not.
    expect(fittingCount([50, 60, 70], 40, 187, 4)).toBe(2);
  });

  it('never shows a partly fitting item', () => {
    expect(fittingCount([100, 100], 40, 150, 4)).toBe(1);
    expect(fittingCount([100, 100], 40, 143, 4)).toBe(0);
  });

  it('shows none when even More barely fits', () => {
    expect(fittingCount([80], 60, 70, 4)).toBe(0);
  });
});
