// Run by scripts/precache.mjs (Trunk's post_build hook) once it is done: writes a brotli (`.br`) and a gzip (`.gz`) copy
// beside every text and WebAssembly file of the build, for `make serve` (scripts/serve.mjs) and
// any static host that serves pre-compressed files. The service worker's precache list names
// only the real files (the server picks the encoding). Prints what a first visit downloads.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The files worth compressing (images such as PNG are compressed already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|txt|md)$/;

function walk(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('compress.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)');
  process.exit(1);
}

const rows = [];
for (const path of walk(dir).sort()) {
  const name = relative(dir, path).split(sep).join('/');
  if (/\.(br|gz)$/.test(name)) continue;
  const body = readFileSync(path);
  if (!COMPRESSIBLE.test(name)) {
    rows.push({ name, raw: body.length, br: body.length, gz: body.length });
    continue;
  }
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: name.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  rows.push({ name, raw: body.length, br: br.length, gz: gz.length });
}

// A first visit downloads the page's own files (the home page's module among them), then the
// service worker precaches the rest for offline play: the build's folder (scripts/precache.mjs),
// which holds each game's own page module, the whole app and the AI workers (one per game), also
// fetched when the page first needs them (a game's page fetches its own game's module and, with
// the computer at the table, its own game's worker; the home page with a game saved, the whole
// app).
const total = (list, key) => list.reduce((sum, r) => sum + r[key], 0);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const sizes = (list) => `${kb(total(list, 'raw'))}, ${kb(total(list, 'br'))} brotli, ${kb(total(list, 'gz'))} gzip`;
for (const r of rows.filter((r) => r.raw > 10_000)) {
  console.log(`compress.mjs: ${r.name}: ${kb(r.raw)}, ${kb(r.br)} brotli, ${kb(r.gz)} gzip`);
}
const own = rows.filter((r) => !r.name.startsWith('build-'));
console.log(`compress.mjs: the page's own ${own.length} files: ${sizes(own)}`);
const module = (name) => rows.filter((r) => new RegExp(`^build-[0-9a-f]+/${name}(_bg\\.wasm|\\.js|_loader\\.js)$`).test(r.name));
for (const game of rows.map((r) => r.name.match(/^build-[0-9a-f]+\/loomhall-web-([a-z]+)\.js$/)?.[1]).filter(Boolean)) {
  const page = [...own, ...module(`loomhall-web-${game}`)];
  const withWorker = [...page, ...module(`loomhall-worker-${game}`)];
  console.log(`compress.mjs: a first visit to a page of ${game}: ${sizes(page)}; with its AI worker: ${sizes(withWorker)}`);
}
console.log(`compress.mjs: a first visit to a page of every game (the whole app): ${sizes([...own, ...module('loomhall-web')])}`);
console.log(`compress.mjs: ${rows.length} files, first visit with the offline copy ${sizes(rows)}`);
