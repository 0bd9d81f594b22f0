// Static scripts in brotli at its best quality, next to the compression middleware's on-the-fly gzip/brotli (fast
// settings). A script is compressed once per server and version (kept in memory by path, size and mtime): the
// hashed chunks never change and the unhashed entries change only when a release is published.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const cache = new Map();

async function compressed(file, stat) {
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  let entry = cache.get(file);
  if (entry?.key !== key) {
    const body = fs.promises.readFile(file).then((buffer) =>
      brotli(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
    );
    entry = { key, body };
    cache.set(file, entry);
    body.catch(() => cache.delete(file));
  }
  return entry.body;
}

/** The static files served pre-compressed, by extension. */
const CONTENT_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };

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
