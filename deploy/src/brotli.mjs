// Static scripts and styles in brotli at its best quality. Each release's files are compressed once, when it is
// published (`precompress`: a `.br` file next to each, which nginx's brotli_static serves too); a file without one
// (a registry published before) is compressed once per server and version, kept in memory by path, size and mtime.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const cache = new Map();
/** Brotli at its best quality, for `size` bytes of input. */
const bestQuality = (size) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
/** The static files served pre-compressed, by extension. */
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/** The compressed copy of a file, next to it (the name nginx's brotli_static looks for). */
const BROTLI_SUFFIX = '.br';

/**
 * Writes `<file>.br` next to every script and stylesheet under `dir` (a build being published): the first visitor
 * after a release no longer waits while the server compresses main.js (about a second for its 0.6 MB).
 * @param {string} dir
 */
export function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !CONTENT_TYPES[path.extname(entry.name)]) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}${BROTLI_SUFFIX}`, zlib.brotliCompressSync(body, bestQuality(body.length)));
  }
}

/** The published `.br` copy of `file` when there is one at least as new as the file, else null. */
async function published(file, stat) {
  try {
    const copy = `${file}${BROTLI_SUFFIX}`;
    if ((await fs.promises.stat(copy)).mtimeMs < stat.mtimeMs) return null;
    return await fs.promises.readFile(copy);
  } catch {
    return null;
  }
}

async function compressed(file, stat) {
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  let entry = cache.get(file);
  if (entry?.key !== key) {
    const body = published(file, stat).then(
      async (copy) => copy ?? brotli(await fs.promises.readFile(file), bestQuality(stat.size)),
    );
    entry = { key, body };
    cache.set(file, entry);
    body.catch(() => cache.delete(file));
  }
  return entry.body;
}

/**
 * Middleware serving `root`'s .js and .css files brotli-compressed to browsers that accept it; everything else (other files,
 * missing files, no brotli) goes on to the static middleware. `setHeaders` is the static middleware's cache rule.
 */
export function brotliScripts(root, setHeaders) {
  return async (req, res, next) => {
    const type = CONTENT_TYPES[path.extname(req.path)];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !type) return next();
    if (!req.acceptsEncodings('br')) return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    let stat;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return next();
    }
    if (!stat.isFile()) return next();
    try {
      const body = await compressed(file, stat);
      const etag = `"br-${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
      setHeaders(res, file);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) return res.status(304).end();
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
