// The measuring half of scripts/perf.sh (run that: it builds and installs what this needs).
// Serves dist/ compressed, then prints one table of:
//   - the AI's search speed on the same request (think::speed_request: the first seat of a fresh
//     Weavers deal, 40,000 ISMCTS iterations, seed 7) natively (`loomhall bench`, run just
//     before and just after) and in the browser's worker (the home page's device check, run
//     twice in one page: the second run is the figure, the first also starts the worker), and
//     their ratio;
//   - native answer times of ismcts:normal over a whole game (`loomhall bench --answers`);
//   - Lighthouse (mobile preset, its default throttling) on the home page, on each link a first
//     visit may open on a game (`firstVisits`: its new-game page, guided game, lesson and a shared
//     position; a fresh profile each: what a shared link costs, issue 30) and on a game table as
//     a return visit;
//   - the browser test tests/e2e/perf.bench.mjs: a whole game against ismcts:normal in Weavers
//     and IOI, longest main-thread task and slowest answer.
// LOOMHALL_PERF_SKIP=search,lighthouse,games skips parts (search: the native and browser search
// speeds and the native answers); LOOMHALL_CLI names another native binary. LOOMHALL_PERF_RUNS=N
// (default 1) runs Lighthouse N times on each page, each first visit in a fresh profile, and
// reports the run of median TBT with every run's TBT beside it: on a two-core machine one page's
// TBT differs by up to 350 ms between runs (docs/performance.md, "The fonts a table's layout
// looks up"). Writes everything as JSON to target/perf.json too.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateRawSync, gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const CLI = process.env.LOOMHALL_CLI || join(ROOT, 'target/release/loomhall');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SKIP = (process.env.LOOMHALL_PERF_SKIP || '').split(',');
const RUNS = Math.max(1, Number(process.env.LOOMHALL_PERF_RUNS || 1));
const require = createRequire(join(ROOT, 'tests/e2e/package.json'));
const { chromium } = require('playwright-core');
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'];

/** dist/ over HTTP, compressed: helper scripts/serve.mjs when the tree has it (it serves the
 *  build's .br/.gz copies), otherwise gzip on the fly here. */
async function serve() {
  const shared = join(ROOT, 'scripts/serve.mjs');
  let server;
  if (existsSync(shared)) {
    const module = await import(pathToFileURL(shared).href);
    if (typeof module.createStaticServer === 'function') server = module.createStaticServer(DIST);
  }
  if (!server) {
    const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png' };
    server = createServer(async (req, res) => {
      try {
        const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
        const file = normalize(join(DIST, path.endsWith('/') ? `${path}index.html` : path));
        if (!file.startsWith(DIST + sep)) throw new Error('outside');
        let body = await readFile(file);
        const headers = { 'content-type': types[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' };
        if (/\bgzip\b/.test(req.headers['accept-encoding'] || '') && extname(file) !== '.png') {
          body = gzipSync(body);
          headers['content-encoding'] = 'gzip';
        }
        res.writeHead(200, headers);
        res.end(body);
      } catch {
        res.writeHead(404);
        res.end('not found');
      }
    });
  }
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

const bench = (game, ...more) =>
  JSON.parse(execFileSync(CLI, ['bench', '--game', game, '--seconds', '0.2', '--json', ...more], { encoding: 'utf8' }));

/** The device check in the browser's worker, twice in one page; the second run's figures. */
async function deviceCheck(url) {
  const profile = await mkdtemp(join(tmpdir(), 'loomhall-perf-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    const page = context.pages()[0] || (await context.newPage());
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Measure how fast this device thinks' });
    let result;
    for (let run = 0; run < 2; run++) {
      await button.click();
      const text = await page.locator('#device-check-result').innerText({ timeout: 180000 });
      const [, iterations, seconds, perSecond] = text.match(/Done: (\d+) search steps in ([\d.]+) s \((\d+) per second\)/);
      result = { iterations: Number(iterations), ms: Math.round(Number(seconds) * 1000), iterations_per_s: Number(perSecond) };
    }
    return result;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Lighthouse (mobile: its default form factor and simulated throttling) on `url`, through its
 *  Node API in this process, in a Chromium it starts itself (chrome-launcher) with `profile` (kept
 *  storage: the table's saved game). In this process, not a child run synchronously: the server
 *  of dist/ lives on this process's event loop, and a blocking call left the page unanswered
 *  (the step stalled for minutes). Writes the whole report to target/lighthouse-`name`.json. */
async function lighthouseOnce(url, profile, name) {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, userDataDir: profile, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: true,
    });
    const report = result.lhr;
    await writeFile(join(ROOT, `target/lighthouse-${name}.json`), result.report);
    if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    const ms = (id) => Math.round(report.audits[id].numericValue);
    const score = (id) => Math.round(report.categories[id].score * 100);
    // What keeps a category below 100: its weighed audits that did not pass.
    const failing = Object.values(report.categories).flatMap((c) =>
      c.auditRefs
        .filter((r) => r.weight > 0 && report.audits[r.id].score !== null && report.audits[r.id].score < 1)
        .map((r) => `${c.id}: ${r.id} (${report.audits[r.id].displayValue || report.audits[r.id].score})`),
    );
    return {
      score: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      fcp_ms: ms('first-contentful-paint'),
      lcp_ms: ms('largest-contentful-paint'),
      tbt_ms: ms('total-blocking-time'),
      speed_index_ms: ms('speed-index'),
      cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // Which element the LCP was: one the static shell or the home module drew, or the whole app's.
      lcp_element: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '',
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse on `url` LOOMHALL_PERF_RUNS times: the run of median TBT (the report written is
 *  the last run's), with every run's TBT in `tbt_runs_ms`. `profile()` gives each run's profile:
 *  a fresh one for a first visit, the same kept one for a return visit. */
async function lighthouse(url, profile, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = await profile();
    try {
      runs.push(await lighthouseOnce(url, dir, name));
    } finally {
      await profile.done?.(dir);
    }
  }
  const byTbt = [...runs].sort((a, b) => a.tbt_ms - b.tbt_ms);
  return { ...byTbt[Math.floor((byTbt.length - 1) / 2)], tbt_runs_ms: runs.map((r) => r.tbt_ms) };
}

/** A fresh browser profile per run, removed after it. */
const freshProfile = Object.assign(() => mkdtemp(join(tmpdir(), 'loomhall-perf-')), {
  done: (dir) => rm(dir, { recursive: true, force: true }),
});

/** A profile holding a Weavers game against the computer, saved once the computer has played its
 *  opening actions (so the table Lighthouse loads waits for the person, as a table left between
 *  turns does, rather than measuring the computer's moves); returns it and the table's URL. */
async function profileWithGame(url) {
  const { actions, waitForActions } = await import(pathToFileURL(join(ROOT, 'tests/e2e/harness.mjs')).href);
  const profile = await mkdtemp(join(tmpdir(), 'loomhall-perf-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS });
  const page = context.pages()[0] || (await context.newPage());
  await page.goto(`${url}#/new/weavers`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/table\//);
  await page.locator('.table').waitFor();
  // The computer plays several actions in a row: saved once it has stopped for a second.
  await waitForActions(page, 0, 60000);
  for (let last = -1, now = await actions(page); now !== last || (await page.locator('.thinking').count()); ) {
    await page.waitForTimeout(1000);
    [last, now] = [now, await actions(page)];
  }
  const table = page.url();
  await context.close();
  return { profile, table };
}

/** tests/e2e/perf.bench.mjs: its figures per game. */
async function games() {
  const file = join(await mkdtemp(join(tmpdir(), 'loomhall-perf-')), 'games.jsonl');
  await new Promise((ok, fail) => {
    const run = spawn(process.execPath, ['--test', '--test-concurrency=1', 'perf.bench.mjs'], {
      cwd: join(ROOT, 'tests/e2e'),
      env: { ...process.env, LOOMHALL_PERF_JSON: file },
      stdio: 'inherit',
    });
    run.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`tests/e2e/perf.bench.mjs failed (exit ${code})`))));
  }).catch((e) => console.error(String(e)));
  const text = existsSync(file) ? await readFile(file, 'utf8') : '';
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

const rows = [];
const row = (what, value) => rows.push([what, String(value)]);
/** The links a first visit may open on a game (issue 30, point 1), each as [route, game, link]:
 *  its new-game page, its guided first game, its shipped lesson, that lesson shared as a link
 *  (as a teacher shares one of their own) and a position shared as a scenario link (the
 *  positions the browser tests open). LOOMHALL_PERF_ROUTES (new, guide, lesson, shared,
 *  scenario) and LOOMHALL_PERF_GAMES narrow the list. */
async function firstVisits() {
  const e2e = (file) => import(pathToFileURL(join(ROOT, 'tests/e2e', file)).href);
  const { GAMES, SHARED_POSITIONS: positions } = await e2e('scenarios.mjs');
  const { scenarioLink } = await e2e('harness.mjs');
  const lessons = await readdir(join(ROOT, 'lessons'), { withFileTypes: true });
  const lessonOf = async (game) => (await readdir(join(ROOT, 'lessons', game))).find((f) => f.endsWith('.json'))?.replace(/\.json$/, '');
  const only = (name, all) => (process.env[name] ? process.env[name].split(',') : all);
  const visits = [];
  for (const game of only('LOOMHALL_PERF_GAMES', GAMES)) {
    const lesson = lessons.some((d) => d.isDirectory() && d.name === game) ? await lessonOf(game) : undefined;
    const links = {
      new: `#/new/${game}`,
      guide: `#/guide/${game}`,
      lesson: lesson && `#/lessons/shipped-${game}-${lesson}`,
      // Packed as the app packs a lesson for its link: deflate-raw, base64url.
      shared: lesson && `#/lesson/${deflateRawSync(await readFile(join(ROOT, 'lessons', game, `${lesson}.json`))).toString('base64url')}`,
      scenario: positions[game] && scenarioLink(game, 'A shared position', positions[game]),
    };
    for (const route of only('LOOMHALL_PERF_ROUTES', Object.keys(links))) {
      if (links[route]) visits.push([route, game, links[route]]);
    }
  }
  return visits;
}

const figures = {};
const server = await serve();
try {
  if (!SKIP.includes('search')) {
    const before = bench('weavers').speed_request;
    const browser = await deviceCheck(server.url);
    const after = bench('weavers').speed_request;
    const native = Math.round((before.iterations_per_s + after.iterations_per_s) / 2);
    figures.search = { native_before: before, browser, native_after: after, ratio: browser.iterations_per_s / native };
    row('Search, native (iterations/s, same request, before/after)', `${before.iterations_per_s} / ${after.iterations_per_s}`);
    row('Search, browser worker (iterations/s, device check)', browser.iterations_per_s);
    row('Search, browser / native', figures.search.ratio.toFixed(2));
    const ioi = bench('ioi').speed_request;
    row('Search, native, IOI (iterations/s, its speed request)', ioi.iterations_per_s);
    figures.search.native_ioi = ioi;
    for (const game of ['weavers', 'ioi']) {
      const a = bench(game, '--iterations', '0', '--answers', 'ismcts:normal').answers;
      figures[`answers_${game}`] = a;
      row(`Answers, native, ${game} ismcts:normal (median / max ms over a game)`, `${a.median_ms} / ${a.max_ms}`);
    }
  }
  if (!SKIP.includes('lighthouse')) {
    figures.lighthouse_home = await lighthouse(server.url, freshProfile, 'home');
    const pages = [['home page (first visit)', figures.lighthouse_home]];
    for (const [route, game, link] of await firstVisits()) {
      const figure = await lighthouse(`${server.url}${link}`, freshProfile, `${route}-${game}`);
      ((figures[`lighthouse_${route}`] ??= {})[game] = figure);
      pages.push([`${route} of ${game} (first visit)`, figure]);
    }
    const { profile, table } = await profileWithGame(server.url);
    figures.lighthouse_table = await lighthouse(table, async () => profile, 'table');
    pages.push(['game table (return visit)', figures.lighthouse_table]);
    for (const [name, l] of pages) {
      row(`Lighthouse mobile, ${name}: performance, FCP, LCP, TBT, Speed Index, CLS`, `${l.score}, ${l.fcp_ms} ms, ${l.lcp_ms} ms, ${l.tbt_ms} ms, ${l.speed_index_ms} ms, ${l.cls}`);
      if (RUNS > 1) row(`Lighthouse mobile, ${name}: TBT of each run (the median run above)`, l.tbt_runs_ms.map((t) => `${t} ms`).join(', '));
      row(`Lighthouse mobile, ${name}: LCP element`, l.lcp_element);
      row(`Lighthouse mobile, ${name}: accessibility, best practices, SEO`, `${l.accessibility}, ${l.best_practices}, ${l.seo}`);
      for (const f of l.failing) row(`Lighthouse mobile, ${name}: below 100`, f);
    }
    await rm(profile, { recursive: true, force: true });
  }
  if (!SKIP.includes('games')) {
    figures.games = await games();
    for (const g of figures.games) {
      row(`Browser, ${g.game} vs ismcts:normal: answers median / max ms`, `${g.answer_median_ms} / ${g.answer_max_ms} (${g.answers} answers)`);
      row(`Browser, ${g.game} vs ismcts:normal: long tasks, longest ms`, `${g.long_tasks}, ${g.long_task_max_ms}`);
    }
  }
} finally {
  await server.close();
}
const width = Math.max('what'.length, ...rows.map(([w]) => w.length));
console.log(`\n${'what'.padEnd(width)} | figure\n${'-'.repeat(width)}-|-------`);
for (const [what, value] of rows) console.log(`${what.padEnd(width)} | ${value}`);
await writeFile(join(ROOT, 'target/perf.json'), JSON.stringify(figures, null, 2));
