// `make serve`: serves the built app (dist/) on http://127.0.0.1:8080, each file in the
// smallest encoding the browser accepts, from the `.br`/`.gz` copies scripts/compress.mjs wrote
// at build time. Address and port: LOOMHALL_HOST, LOOMHALL_PORT. The browser tests' server
// (tests/e2e/harness.mjs) shares the MIME table.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The encodings a request accepts that we have copies for, best first. */
function encodings(accept = '') {
  const offered = accept
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.trim());
  return [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].filter(([name]) => offered.includes(name));
}

/** A build file whose name changes with its content: Trunk's hashed names (`name-<hash>.css`, a hash of up to 16 hex digits:
 *  `loomhall-home-<hash>_bg.wasm`) and the folder of the AI worker and the whole app, named after the build's version
 *  (scripts/precache.mjs). */
const IMMUTABLE = /(?:-[0-9a-f]{8,16}(?:_bg)?\.(?:js|wasm|css)|^\/build-[0-9a-f]{16}\/.*)$/;

/** The HTTP cache's rule for a path: a file whose name changes with its content is kept a year
 *  without asking again; the page, sw.js, boot.js, the manifest and the icons keep their names
 *  from build to build, so they are checked every time (the service worker, not the HTTP cache,
 *  keeps the app offline). */
export function cacheControl(path) {
  return IMMUTABLE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves the folder `root` (`/` and folders give their index.html), compressed when it can. */
export function createStaticServer(root) {
  const base = resolve(root);
  return createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(base + sep)) throw new Error('outside the build');
      const headers = {
        'content-type': MIME[extname(file)] || 'application/octet-stream',
        'cache-control': cacheControl(path),
        vary: 'Accept-Encoding',
      };
      for (const [encoding, suffix] of encodings(req.headers['accept-encoding'])) {
        const body = await readFile(file + suffix).catch(() => null);
        if (body) {
          res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
          res.end(req.method === 'HEAD' ? undefined : body);
          return;
        }
      }
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found');
    }
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const host = process.env.LOOMHALL_HOST || '127.0.0.1';
  const port = Number(process.env.LOOMHALL_PORT || 8080);
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  createStaticServer(dist).listen(port, host, () => {
    console.log(`Loomhall: serving ${dist} on http://${host}:${port}/ (Ctrl-C stops it)`);
  });
}
