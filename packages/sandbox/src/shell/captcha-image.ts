import { fnv1a } from '../core/hash';
import { encodePng } from '../core/png';

/** 5 × 7 bitmaps of the digits, one string per row ('#' = ink). */
const DIGITS: Readonly<Record<string, readonly string[]>> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

/** Width and height of the captcha image, px. */
export const CAPTCHA_IMAGE_SIZE = { width: 100, height: 36 } as const;

const SCALE = 3;
const INKS: readonly (readonly [number, number, number])[] = [
  [32, 64, 160],
  [160, 40, 40],
  [30, 110, 50],
  [100, 40, 130],
];

/**
 * The image captcha (GET /wps/captcha): the digits of `code` drawn large on a light background with a few noise
 * dots, as a PNG. Deterministic for a code, and readable by a person (the sandbox's e2e tests read the code from
 * `GET /__sandbox/captcha` instead).
 */
export function captchaPng(code: string): Uint8Array {
  const { width, height } = CAPTCHA_IMAGE_SIZE;
  const pixels = new Uint8Array(width * height * 3).fill(242);
  const put = (x: number, y: number, [r, g, b]: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };

  // Noise first, so the digits stay on top and legible.
  for (let i = 0; i < 120; i++) {
    const h = fnv1a(`${code}:noise`, i);
    put(h % width, (h >>> 8) % height, [190, 190, 200]);
  }

  [...code].forEach((digit, index) => {
    const rows = DIGITS[digit];
    if (!rows) return;
    const ink = INKS[index % INKS.length] as readonly [number, number, number];
    const left = 8 + index * 22;
    const top = 4 + (fnv1a(code, index) % 8);
    rows.forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) put(left + x * SCALE + dx, top + y * SCALE + dy, ink);
        }
      });
    });
  });
  return encodePng({ width, height, pixels });
}
