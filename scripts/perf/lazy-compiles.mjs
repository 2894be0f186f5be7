// Which code a game's page compiles as it first runs (issue 30, point 1; docs/performance.md,
// "What the long tasks of a first visit are"). V8 compiles a WebAssembly function the first time
// it is called, on the page's main thread, so a first visit's blocking time follows the code its
// first view runs. This loads a page in Chromium a few times with V8's wasm trace events on and
// prints, for the game's own page module, the functions compiled that way, their time and body
// bytes, summed by crate (and by module within this crate), then the costliest functions.
//
// Function names come from a copy of dist/ whose game module keeps its name section (the release
// build's `wasm-opt` drops it): this script makes that copy in a temporary folder from the
// release build's Cargo output, so run it after `make build` (or `make build-test`):
//   node scripts/perf/lazy-compiles.mjs woven '#/guide/woven' [loads, default 3]
// The figures are of code the page runs, not of any one run's timing: compare two builds by the
// functions and bytes compiled, with their milliseconds as a guide. To compare with a later
// build, keep this build's copy: LOOMHALL_LAZY_COPY=<folder> makes it there and leaves it; a
// folder that already exists is measured as it is, without building (one folder per game).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { chromium } = createRequire(join(ROOT, 'tests/e2e/package.json'))('playwright-core');
const { createStaticServer } = await import(join(ROOT, 'scripts/serve.mjs'));
const [game = 'woven', route = `#/guide/${game}`, loads = '3'] = process.argv.slice(2);
const TOP = Number(process.env.TOP || 25);

const KEPT = process.env.LOOMHALL_LAZY_COPY;

/** dist/ copied, with `game`'s page module rebuilt from Cargo's output keeping its names. */
function namedCopy() {
  const bin = `loomhall-web-${game}`;
  const buildOf = (copy) => readdirSync(copy).find((name) => /^build-[0-9a-f]{16}$/.test(name));
  if (KEPT && existsSync(KEPT)) return { copy: KEPT, wasm: join(KEPT, buildOf(KEPT), `${bin}_bg.wasm`) };
  const copy = KEPT ?? mkdtempSync(join(tmpdir(), 'lazy-compiles-'));
  cpSync(join(ROOT, 'dist'), copy, { recursive: true });
  const build = buildOf(copy);
  execFileSync('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', join(copy, 'bindgen'),
    join(ROOT, `target/wasm32-unknown-unknown/web/${bin}.wasm`)]);
  execFileSync(join(ROOT, 'tests/e2e/node_modules/.bin/wasm-opt'), ['-Oz', '-g', '--all-features',
    join(copy, 'bindgen', `${bin}_bg.wasm`), '-o', join(copy, build, `${bin}_bg.wasm`)]);
  cpSync(join(copy, 'bindgen', `${bin}.js`), join(copy, build, `${bin}.js`));
  // The server prefers a compressed copy: those of the module are the release build's.
  for (const name of readdirSync(join(copy, build))) if (name.startsWith(`${bin}.js.`) || name.startsWith(`${bin}_bg.wasm.`)) rmSync(join(copy, build, name));
  return { copy, wasm: join(copy, build, `${bin}_bg.wasm`) };
}

/** Function names by index, from the module's `name` section. */
function functionNames(path) {
  const bytes = readFileSync(path);
  const names = new Map();
  let at = 8;
  const leb = () => {
    let [value, shift, byte] = [0, 0, 0];
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const end = leb() + at;
    if (id === 0) {
      const length = leb();
      const section = bytes.subarray(at, at + length).toString();
      at += length;
      while (section === 'name' && at < end) {
        const sub = bytes[at++];
        const subEnd = leb() + at;
        for (let count = sub === 1 ? leb() : 0; count > 0; count--) {
          const index = leb();
          const size = leb();
          names.set(index, bytes.subarray(at, at + size).toString());
          at += size;
        }
        at = subEnd;
      }
    }
    at = end;
  }
  return names;
}

/** A function's crate, and for this crate its module (`loomhall::games::woven`). */
function groupOf(name) {
  const path = name.replace(/^<+/, '').replace(/\[[0-9a-f]+\]/g, '');
  const own = path.match(/^loomhall::(games|app)::([a-z_]+)/) ?? path.match(/^loomhall::([a-z_]+)/);
  if (own) return own[0];
  return path.match(/^([a-z_][a-z0-9_]*)::/)?.[1] ?? (name.startsWith('#') ? '(no name)' : '(other)');
}

const { copy, wasm } = namedCopy();
const names = functionNames(wasm);
const server = createStaticServer(copy);
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const byGroup = new Map();
const byFunction = new Map();
const add = (map, key, ms, size) => {
  const sum = map.get(key) ?? { count: 0, ms: 0, bytes: 0 };
  map.set(key, { count: sum.count + 1, ms: sum.ms + ms, bytes: sum.bytes + size });
};
try {
  for (let load = 0; load < Number(loads); load++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['v8.wasm', 'disabled-by-default-v8.wasm.detailed'] });
    await page.goto(`http://127.0.0.1:${server.address().port}/${route}`);
    await page.waitForTimeout(4000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    // The game's module is the second one a link's page instantiates (the home module's first).
    const built = events.filter((e) => e.name === 'wasm.InstanceBuilder.Build').map((e) => e.ts).sort((a, b) => a - b);
    if (built.length < 2) throw new Error(`${route}: the game's module did not start (${built.length} modules)`);
    const sizes = new Map(events.filter((e) => e.name === 'wasm.CompileBaseline' && e.ts >= built[1]).map((e) => [e.args.funcIndex, e.args.bodySize]));
    for (const e of events.filter((e) => e.name === 'wasm.CompileLazy' && e.ts >= built[1])) {
      const name = (names.get(e.args.func_index) ?? `#${e.args.func_index}`).replace(/::h[0-9a-f]{16}$/, '');
      const size = sizes.get(e.args.func_index) ?? 0;
      add(byGroup, groupOf(name), e.dur / 1000, size);
      add(byFunction, name, e.dur / 1000, size);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  if (!KEPT) rmSync(copy, { recursive: true, force: true });
}
const n = Number(loads);
const line = (s, key) => `${(s.ms / n).toFixed(1).padStart(7)} ms ${String(Math.round(s.count / n)).padStart(5)} fns ${(s.bytes / n / 1024).toFixed(1).padStart(7)} kB  ${key}`;
const total = [...byGroup.values()].reduce((t, s) => ({ count: t.count + s.count, ms: t.ms + s.ms, bytes: t.bytes + s.bytes }), { count: 0, ms: 0, bytes: 0 });
console.log(`${route}: ${game}'s module compiled as it first ran (means of ${n} loads, no CPU throttling)`);
console.log(line(total, 'in all'));
for (const [key, s] of [...byGroup].sort((a, b) => b[1].ms - a[1].ms).slice(0, TOP)) console.log(line(s, key));
console.log('costliest functions:');
for (const [key, s] of [...byFunction].sort((a, b) => b[1].ms - a[1].ms).slice(0, TOP)) console.log(line(s, key.slice(0, 140)));
