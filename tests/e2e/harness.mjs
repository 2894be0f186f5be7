// Shared set-up for the browser tests: a tiny static server for dist/ on 127.0.0.1 and headless
// Debian Chromium through playwright-core, one fresh profile per test.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { MIME } from '../../scripts/serve.mjs';

const require = createRequire(import.meta.url);

export const DIST = resolve(fileURLToPath(new URL('../../dist', import.meta.url)));
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];


/** Serves dist/ on 127.0.0.1 (a free port). Resolves to { url, close, overrides, serve }:
 *  `overrides` maps a path ("/sw.js") to a body served instead of the file (to stand in for a new
 *  build); `serve(dir)` serves another build's folder from then on, on the same origin. */
export async function serveDist() {
  const overrides = new Map();
  let root = DIST;
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (overrides.has(path)) {
        res.writeHead(200, { 'content-type': MIME[extname(path)] || 'application/octet-stream', 'cache-control': 'no-cache' });
        res.end(overrides.get(path));
        return;
      }
      const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(root + sep) && file !== root) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    overrides,
    serve: (dir) => {
      root = resolve(dir);
    },
    close: () =>
      new Promise((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

/** A fresh browser profile. Collects console errors and page errors in `errors`, console
 *  warnings in `warnings`. */
export async function openBrowser() {
  const profile = await mkdtemp(join(tmpdir(), 'loomhall-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    acceptDownloads: true,
    viewport: { width: 1100, height: 900 },
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {
    context,
    page,
    errors,
    warnings,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the app has rendered the home screen (not just index.html's static shell, which
 *  shows the same heading before the WebAssembly starts and is removed when the app renders). */
export async function homeReady(page, timeout = 30000) {
  await page.getByRole('heading', { level: 1, name: 'Loomhall' }).waitFor({ timeout });
  await page.locator('#loomhall-shell').waitFor({ state: 'detached', timeout });
}

/** Opens the app and waits until the home screen has rendered. */
export async function openHome(page, url) {
  await page.goto(url);
  await homeReady(page);
}

/** The link fragment that opens `scenario` of `game` as a scenario file titled `title` (the
 *  app's `#/scenario/` route: the file as base64url JSON, `src/storage/scenario.rs`). */
export function scenarioLink(game, title, scenario) {
  const file = { format: 'loomhall-scenario', version: 1, game, title, scenario };
  return '#/scenario/' + Buffer.from(JSON.stringify(file)).toString('base64url');
}

/** Opens a scenario link (from `scenarioLink`), checks it is shown before anything is saved,
 *  confirms with "Save and play" and waits for the new game's table. */
export async function openScenarioLink(page, url, link) {
  await page.goto(url + link);
  const save = page.getByRole('button', { name: 'Save and play' });
  await save.waitFor({ timeout: 30000 });
  await save.click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
}

/** Fixes the page's small random draws (the app's fresh seeds, 8 bytes or fewer) to `seed`, so
 *  a game opened from a scenario link is dealt, and its computer players answer, the same way on
 *  every run. Call before the first navigation. */
export async function fixSeeds(page, seed) {
  await page.addInitScript((seed) => {
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (bytes) => {
      if (!(bytes instanceof Uint8Array) || bytes.length > 8) return real(bytes);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Number((BigInt(seed) >> BigInt(8 * i)) & 0xffn);
      return bytes;
    };
  }, String(seed));
}

/** Fills the new-game page of a game: one seat per [name, kind] ('human' or a bot such as
 *  'ismcts:easy') and a fixed deal number, so every run deals the same cards. The caller sets
 *  the game's own options, then starts. */
export async function fillNewGame(page, url, game, seats, seed) {
  await openNewGame(page, url, game);
  await page.locator('#seat-count').selectOption(String(seats.length));
  for (const [i, [name, kind]] of seats.entries()) {
    const seat = page.locator('fieldset.seat').nth(i);
    const input = seat.getByLabel('Name');
    await input.fill(name);
    await input.press('Tab');
    await seat.getByLabel('Played by').selectOption(kind);
  }
  const deal = page.getByLabel(/^Deal number/);
  await deal.fill(String(seed));
  await deal.press('Tab');
}

/** Opens `game`'s new-game page and waits for the form of the game's own module, with the
 *  game's own options. The home page's module draws the form first, and a choice made on it as
 *  the game's module takes over may land on the form being replaced (modules.test.mjs plays that
 *  form). */
export async function openNewGame(page, url, game) {
  await page.goto(`${url}#/new/${game}`);
  await page.getByRole('button', { name: 'Start the game' }).waitFor();
  await page.locator('#loomhall-home').waitFor({ state: 'detached' });
}

/** Serves dist/ and opens Chromium for `fn({ browser..., server, url })`; closes both after. */
export async function withApp(fn) {
  const server = await serveDist();
  const browser = await openBrowser();
  try {
    await fn({ ...browser, server, url: server.url });
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The save of the game at the table now (slot from the URL). */
export async function currentSave(page) {
  const slot = decodeURIComponent(page.url().split('#/table/')[1] || '');
  const raw = await page.evaluate((k) => localStorage.getItem(k), `loomhall.save.${slot}`);
  return { slot, raw, save: raw ? JSON.parse(raw) : null };
}

/** How many actions the game at the table has recorded. */
export async function actions(page) {
  return Number(await page.locator('.table').getAttribute('data-actions'));
}

/** Waits until the table has recorded more than `n` actions (or the game has ended). */
export async function waitForActions(page, n, timeout = 15000) {
  await page.waitForFunction(
    (k) => Number(document.querySelector('.table')?.getAttribute('data-actions')) > k || document.querySelector('.end-dialog'),
    n,
    { timeout },
  );
}

/** Runs axe and returns its serious and critical violations as readable lines. The audit is of
 *  the settled page: finite animations (a card easing in, a phase flashing, a theme's colours
 *  changing) are finished first, since axe measures contrast from the colours of the moment.
 *  They are finished, not awaited: Chromium settles an animation's `finished` promise at the
 *  page's next rendering update, and an idle headless page may have none, so awaiting it once
 *  hung a test until CI's time ran out. DevTools evaluation is not subject to the page's CSP, so
 *  axe runs without unsafe-eval. */
export async function axeProblems(page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (!Number.isFinite(animation.effect?.getComputedTiming().endTime)) continue;
      try {
        animation.finish();
      } catch {
        // One at playback rate 0 cannot be finished; it is audited as it stands.
      }
    }
  });
  await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The whole game log's text: the log keeps past rounds collapsed (and undrawn) until opened, so
 *  every round is opened first, as a person would to read back. */
export async function wholeLog(page) {
  await page.evaluate(() => {
    for (const round of document.querySelectorAll('.game-log details.log-round:not([open])')) round.open = true;
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.game-log details.log-round')].every((d) => d.open && d.querySelector('li')),
  );
  return page.locator('.game-log').innerText();
}

/** Starts recording the page's long tasks (`window.__longTasks`: [start, ms]) and how long each
 *  of the computer's answers showed its thinking bar (`window.__thinking`: ms). */
export async function watchMainThread(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__thinking = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask' });
    let since = null;
    new MutationObserver(() => {
      const on = !!document.querySelector('.thinking');
      if (on && since === null) since = performance.now();
      if (!on && since !== null) {
        window.__thinking.push(Math.round(performance.now() - since));
        since = null;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Where the label of each element matching `selector` (its `::after`: a lesson mark's symbol
 *  and word, the guide's "this one") falls short on the page now: cut off by a box that scrolls
 *  (above or below it), or drawn over text outside its own element. The label's box comes from
 *  its resolved position against the element's padding box, with its transform. */
export async function labelProblems(page, selector) {
  return page.evaluate(async (selector) => {
    const labelled = [...document.querySelectorAll(selector)];
    if (!labelled.length) return [];
    // Measured at rest: a card just played slides into its place.
    const settling = labelled.flatMap((el) => el.getAnimations()).filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(settling.map((a) => a.finished.catch(() => {}))), new Promise((done) => setTimeout(done, 2000))]);
    const problems = [];
    const px = (v) => parseFloat(v) || 0;
    for (const el of labelled) {
      const s = getComputedStyle(el, '::after');
      if (el instanceof SVGElement || s.content === 'none' || s.display === 'none') continue;
      const r = el.getBoundingClientRect();
      // A piece covered where its label is anchored (scrolled under a panel pinned to the
      // window, or out of view) has its label covered too: nothing of it is on the page now.
      const hit = document.elementFromPoint(Math.max(r.left, Math.min(r.right - 3, innerWidth - 1)), r.top + 3);
      if (!hit || !(el.contains(hit) || hit.contains(el))) continue;
      const ty = new DOMMatrix(s.transform === 'none' ? undefined : s.transform).m42;
      const w = px(s.width) + px(s.paddingLeft) + px(s.paddingRight) + px(s.borderLeftWidth) + px(s.borderRightWidth);
      const h = px(s.height) + px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth);
      const left = r.left + el.clientLeft + px(s.left);
      const top = r.top + el.clientTop + px(s.top) + ty;
      const label = { left, top, right: left + w, bottom: top + h };
      const name = `the label ${s.content} on ${el.getAttribute('data-piece') ?? el.textContent.trim().slice(0, 30)}`;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a);
        if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
        const box = a.getBoundingClientRect();
        if (label.top < box.top + a.clientTop - 1 || label.bottom > box.bottom + 1) {
          problems.push(`${name}: its label is cut off by ${a.tagName}.${[...a.classList].join('.')}`);
        }
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent.trim() || el.contains(t)) continue;
        // Text for screen readers only sits in a box of a pixel.
        const host = t.parentElement.getBoundingClientRect();
        if (host.width <= 1 || host.height <= 1 || getComputedStyle(t.parentElement).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        for (const b of range.getClientRects()) {
          const x = Math.min(b.right, label.right) - Math.max(b.left, label.left);
          const y = Math.min(b.bottom, label.bottom) - Math.max(b.top, label.top);
          if (x <= 1 || y <= 1) continue;
          // Text under a panel pinned over it is hidden already: only text on top counts.
          const cx = Math.max(b.left, label.left) + x / 2;
          const cy = Math.max(b.top, label.top) + y / 2;
          const shown = document.elementFromPoint(cx, cy);
          if (shown && t.parentElement.contains(shown)) problems.push(`${name}: its label covers "${t.textContent.trim().slice(0, 40)}"`);
        }
      }
    }
    return problems;
  }, selector);
}

/** Asks "What would the computer do?" and reads the hints shown (at most three, each with its
 *  reasons and, last, the simulations' win rate), then closes them. */
export async function readHints(page) {
  await page.getByRole('button', { name: 'What would the computer do?' }).click();
  const items = page.locator('.hints li.hint');
  await items.first().waitFor({ timeout: 30000 });
  const hints = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    hints.push({
      choice: await item.locator('.hint-choice').innerText(),
      reasons: await item.locator('.hint-reasons li:not(.hint-rate)').allInnerTexts(),
      rate: await item.locator('.hint-reasons li.hint-rate').innerText(),
    });
  }
  await page.getByRole('button', { name: 'Close the hints' }).click();
  return hints;
}
