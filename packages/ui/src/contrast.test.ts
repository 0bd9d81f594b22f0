import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  parseColor,
  readableColors,
  relativeLuminance,
  TEXT_ON_DARK,
  TEXT_ON_LIGHT,
} from './contrast';

describe('parseColor', () => {
  it('reads hex, rgb() and rgba() in their spellings, and a few names', () => {
    expect(parseColor('#f5f7fa')).toEqual({ r: 245, g: 247, b: 250, a: 1 });
    expect(parseColor(' #FFF ')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0x88 / 255 });
    expect(parseColor('#11223380')).toEqual({ r: 17, g: 34, b: 51, a: 128 / 255 });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('rgba(10,20,30,0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(100% 0% 50% / 25%)')).toEqual({ r: 255, g: 0, b: 127.5, a: 0.25 });
    expect(parseColor('White')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('transparent')?.a).toBe(0);
  });

  it('gives null for what it cannot read', () => {
    for (const value of [
      null,
      undefined,
      '',
      'f5f7fa',
      '#12',
      '#ggg',
      'hsl(0 0% 50%)',
      'tomato',
      'rgb(1,2)',
    ]) {
      expect(parseColor(value)).toBeNull();
    }
  });
});

describe('contrast', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1', () => {
    const white = parseColor('#fff')!;
    const black = parseColor('#000')!;
    expect(relativeLuminance(white)).toBeCloseTo(1);
    expect(relativeLuminance(black)).toBe(0);
    expect(contrastRatio(white, black)).toBeCloseTo(21);
    expect(contrastRatio(black, white)).toBeCloseTo(21);
    // The landed defect: the theme's light text (#e8ecf5) on the help item's #f5f7fa.
    expect(contrastRatio(parseColor('#e8ecf5')!, parseColor('#f5f7fa')!)).toBeLessThan(1.2);
  });
});

describe('readableColors', () => {
  it('takes dark ink on a light background and white on a dark one', () => {
    expect(readableColors('#f5f7fa')).toMatchObject({ color: TEXT_ON_LIGHT, scheme: 'light' });
    expect(readableColors('#1a1a2e')).toMatchObject({ color: TEXT_ON_DARK, scheme: 'dark' });
    expect(readableColors('#ffd400')).toMatchObject({ color: TEXT_ON_LIGHT, scheme: 'light' });
    expect(readableColors('#8b0000')).toMatchObject({ color: TEXT_ON_DARK, scheme: 'dark' });
  });

  it('reaches AA on every grey and every hue the server may send', () => {
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const background = `#${hex(r)}${hex(g)}${hex(b)}`;
          const result = readableColors(background)!;
          expect(result.contrast).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
          expect(contrastRatio(parseColor(result.color)!, parseColor(background)!)).toBeCloseTo(
            result.contrast,
          );
        }
      }
    }
  });

  it('falls back to pure black or white where its own ink would not reach AA', () => {
    // A mid grey: #161b26 gives < 4.5, black gives more.
    const result = readableColors('#777777')!;
    expect(result.contrast).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(['#000000', '#ffffff', TEXT_ON_LIGHT, TEXT_ON_DARK]).toContain(result.color);
  });

  it('judges a translucent colour over the surface under it', () => {
    // Half-transparent white over the dark theme surface is a mid-dark grey: white text.
    expect(readableColors('rgba(255,255,255,0.1)')).toMatchObject({ scheme: 'dark' });
    expect(readableColors('rgba(255,255,255,0.1)', '#ffffff')).toMatchObject({ scheme: 'light' });
    expect(readableColors('transparent')).toMatchObject({ scheme: 'dark' });
  });

  it('gives null for a colour it cannot read (the caller keeps its theme)', () => {
    expect(readableColors('tomato')).toBeNull();
    expect(readableColors(null)).toBeNull();
  });
});
