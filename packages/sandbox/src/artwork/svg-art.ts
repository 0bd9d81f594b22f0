/** Width and height per artwork kind; banners and logos are wide, splashes tall, everything else square. */
const SIZES: Record<string, [number, number]> = {
  banner: [1200, 400],
  logo: [160, 40],
  favicon: [32, 32],
  splash: [360, 640],
};
const DEFAULT_SIZE: [number, number] = [200, 200];

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A stable hue (0-359) from a name, so the same artwork always has the same colour. */
export function hueOf(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** Generated placeholder artwork: a gradient in the name's colour with the name written on it. */
export function renderArtwork(kind: string, name: string): string {
  const [width, height] = SIZES[kind] ?? DEFAULT_SIZE;
  const hue = hueOf(`${kind}/${name}`);
  const label = escapeXml(name.length > 40 ? `${name.slice(0, 39)}…` : name);
  const fontSize = Math.round(Math.min(height / 5, (width * 1.6) / Math.max(label.length, 4)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,35%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="100%" height="100%" rx="${Math.round(height / 12)}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#fff" `,
    `font-family="sans-serif" font-size="${fontSize}">${label}</text>`,
    `</svg>`,
  ].join('');
}
