/** 32-bit FNV-1a of a string with a seed: cheap, deterministic, the same in Node, browsers and jsdom. */
export function fnv1a(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** `count` decimal digits derived from a text (codes that look random yet repeat after a reset). */
export function digitsOf(text: string, count: number): string {
  let out = '';
  for (let seed = 1; out.length < count; seed++) out += String(fnv1a(text, seed) % 100000).padStart(5, '0');
  return out.slice(0, count);
}

/** `words` × 8 hex characters derived from a text. */
export function hexOf(text: string, words = 4): string {
  return Array.from({ length: words }, (_, i) =>
    fnv1a(text, i + 1)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
}
