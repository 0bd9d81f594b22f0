/**
 * A minimal PNG encoder (8-bit RGB, no filtering, zlib "stored" blocks): no dependency and no node-only module, so
 * the sandbox's entry stays browser- and jsdom-safe. The images are tiny (captchas), so skipping compression costs
 * a few kilobytes at most.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number): number[] => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const MAX = 0xffff;
  const blocks = Math.max(1, Math.ceil(data.length / MAX));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  out[0] = 0x78; // deflate, 32 KiB window
  out[1] = 0x01; // no preset dictionary, fastest; (0x78 << 8 | 0x01) % 31 === 0
  let at = 2;
  for (let i = 0; i < blocks; i++) {
    const chunk = data.subarray(i * MAX, Math.min(data.length, (i + 1) * MAX));
    out[at++] = i === blocks - 1 ? 1 : 0; // BFINAL, BTYPE 00
    out[at++] = chunk.length & 0xff;
    out[at++] = chunk.length >>> 8;
    out[at++] = ~chunk.length & 0xff;
    out[at++] = (~chunk.length >>> 8) & 0xff;
    out.set(chunk, at);
    at += chunk.length;
  }
  out.set(u32(adler32(data)), at);
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  const out = new Uint8Array(8 + data.length + 4);
  out.set(u32(data.length), 0);
  out.set(typed, 4);
  out.set(u32(crc32(typed)), 8 + data.length);
  return out;
}

/** An RGB raster: `pixels` holds width × height × 3 bytes, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Encodes an RGB raster as PNG bytes. */
export function encodePng({ width, height, pixels }: RgbImage): Uint8Array {
  if (pixels.length !== width * height * 3)
    throw new RangeError('encodePng: pixels must be width × height × 3 bytes');
  const raw = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type: 0, none.
    raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
