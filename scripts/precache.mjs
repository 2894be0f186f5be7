// Trunk post_build hook: lists every file of the build for the service worker to precache and
// stamps the worker with a version derived from the files' contents, so each new build installs
// a fresh cache and the old one is deleted. Runs in Trunk's staging directory (TRUNK_STAGING_DIR).
//
// Trunk does not hash the names of the modules it builds as workers (the AI workers, one per
// game, the whole app and each game's page module, which the home page's module loads), so they are moved into
// `build-<version>/` (each finds its wasm beside its script) and the version is stamped into each
// AI worker's loader (`self.LOOMHALL_VERSION`, which the worker reports) and into the page's
// start-up tag (`data-version`, `data-worker` and `data-game-app` with `{game}` for the game's
// id, `data-app`): a page
// only ever starts modules of its own build.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('precache.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)');
  process.exit(1);
}

// First the stylesheets into one (scripts/bundle_css.mjs), so the lists below name the bundle.
await import('./bundle_css.mjs');

function walk(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const swPath = join(dir, 'sw.js');
const files = walk(dir)
  .map((path) => relative(dir, path).split(sep).join('/'))
  // Only the real files: the server picks a compressed copy (scripts/compress.mjs) by itself.
  .filter((name) => name !== 'sw.js' && !/\.(br|gz)$/.test(name))
  .sort();

const hash = createHash('sha256');
for (const name of files) {
  hash.update(name);
  hash.update(readFileSync(join(dir, name)));
}
const version = hash.digest('hex').slice(0, 16);

// The unhashed modules' files into the version's folder, the AI workers' loaders stamped.
const buildDir = `build-${version}`;
const moduleFiles = files.filter((name) => /^loomhall-(worker|web)[^/]*\.(js|wasm)$/.test(name));
const loaders = moduleFiles.filter((name) => /^loomhall-worker-[a-z]+_loader\.js$/.test(name));
const app = moduleFiles.find((name) => name === 'loomhall-web.js');
const gameApps = moduleFiles.filter((name) => /^loomhall-web-[a-z]+\.js$/.test(name));
if (loaders.length === 0 || !app || gameApps.length !== loaders.length) {
  console.error(`precache.mjs: no AI worker loader, no whole app or not one page module per game among ${moduleFiles}`);
  process.exit(1);
}
mkdirSync(join(dir, buildDir));
for (const name of moduleFiles) renameSync(join(dir, name), join(dir, buildDir, name));
for (const loader of loaders) {
  const loaderPath = join(dir, buildDir, loader);
  // Trunk's loader starts the worker's module with a bare path, which wasm-bindgen 0.2.130 takes
  // but warns about in the console ("deprecated parameters"): it is passed as the one object the
  // initialisation function now expects.
  const started = readFileSync(loaderPath, 'utf8').replace(/wasm_bindgen\(("[^"]+")\)/, 'wasm_bindgen({ module_or_path: $1 })');
  if (!started.includes('module_or_path')) {
    console.error(`precache.mjs: the AI worker's loader ${loader} does not start its module as expected: ${started}`);
    process.exit(1);
  }
  writeFileSync(loaderPath, `self.LOOMHALL_VERSION = '${version}';\n${started}`);
}

// The page's start-up tag names the version, the workers' loaders (by game) and the whole app.
const indexPath = join(dir, 'index.html');
const index = readFileSync(indexPath, 'utf8');
const stamped = index.replace(
  /<script ([^>]*)id="loomhall-boot"/,
  `<script $1id="loomhall-boot" data-version="${version}" data-worker="./${buildDir}/loomhall-worker-{game}_loader.js" data-app="./${buildDir}/${app}" data-game-app="./${buildDir}/loomhall-web-{game}.js"`,
);
if (stamped === index) {
  console.error('precache.mjs: index.html has no loomhall-boot tag to stamp');
  process.exit(1);
}
// The home page's module is not preloaded with the page (Trunk.toml's `pattern_preload`): the
// static shell draws the home page without it, and a preload started before that paint is charged
// to it. A link to any other page fetches it at once instead (web/shell.js, which runs before the
// start-up tag is read, so it is told the module's files here).
const [, js, wasm] = stamped.match(/id="loomhall-boot"[^>]* data-js="([^"]+)" data-wasm="([^"]+)"/) ?? [];
const told = stamped.replace(/<script (src="[^"]*\/shell-[0-9a-f]+\.js")/, `<script $1 data-js="${js}" data-wasm="${wasm}"`);
if (!js || !wasm || told === stamped || /rel="(module)?preload"/.test(told)) {
  console.error("precache.mjs: index.html's start-up tag names no home module, its shell script is missing, or a preload is left");
  process.exit(1);
}
writeFileSync(indexPath, told);

const moved = files.map((name) => (moduleFiles.includes(name) ? `${buildDir}/${name}` : name));
const urls = ['./', ...moved.map((name) => `./${name}`)];

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

// Then the compressed copies, of the files as they now are (Trunk would run a second hook at once).
await import('./compress.mjs');
