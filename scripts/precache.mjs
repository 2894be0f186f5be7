// Trunk post_build hook: lists every file of the build for the service worker to precache and
// stamps the worker with a version derived from the files' contents, so each new build installs
// a fresh cache and the old one is deleted. Runs in Trunk's staging directory (TRUNK_STAGING_DIR).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('precache.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)');
  process.exit(1);
}

function walk(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const swPath = join(dir, 'sw.js');
const files = walk(dir)
  .map((path) => relative(dir, path).split(sep).join('/'))
  .filter((name) => name !== 'sw.js')
  .sort();

const hash = createHash('sha256');
for (const name of files) {
  hash.update(name);
  hash.update(readFileSync(join(dir, name)));
}
const version = hash.digest('hex').slice(0, 16);
const urls = ['./', ...files.map((name) => `./${name}`)];

let sw = readFileSync(swPath, 'utf8');
const before = sw;
sw = sw.replace(/^const VERSION = .*;$/m, `const VERSION = '${version}';`);
sw = sw.replace(/^const PRECACHE = .*;$/m, `const PRECACHE = ${JSON.stringify(urls)};`);
if (sw === before) {
  console.error('precache.mjs: sw.js has no VERSION/PRECACHE lines to fill in');
  process.exit(1);
}
writeFileSync(swPath, sw);
console.log(`precache.mjs: ${urls.length} files, version ${version}`);
