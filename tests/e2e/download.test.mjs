// First paint and download (docs/performance.md, "Download"): index.html's static shell shows the
// page before the WebAssembly arrives and the app takes it over without moving it; `make serve`
// serves the build's pre-compressed copies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer } from '../../scripts/serve.mjs';
import { DIST, homeReady, withApp } from './harness.mjs';

/** Where the intro and each game card sit on the page. */
function positions(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.intro p, .library h2, .game-card')].map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent.replace(/\s+/g, '').slice(0, 40), x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

test('the shell shows the intro and the games before the WebAssembly arrives, and the app takes over without moving them', () =>
  withApp(async ({ page, url, errors }) => {
    // Every layout shift the page makes, from its first paint.
    await page.addInitScript(() => {
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.layoutShifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The app's WebAssembly is held back until the shell has been looked at.
    let release;
    const held = new Promise((ok) => (release = ok));
    await page.route('**/*.wasm', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(url);
    const intro = page.getByText('Spell-weaving card games with their complete rules');
    await intro.waitFor();
    assert.ok(await intro.isVisible());
    for (const [name, players] of [
      ['Weavers', '2 players'],
      ['Spellweaving IOI', '2–5 players'],
      ['Weave', '1–5 players'],
      ['Woven', '1–4 players'],
      ['Spellweaver', '2 players'],
    ]) {
      const card = page.locator('.game-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      assert.ok(await card.isVisible(), `${name} is listed before the app starts`);
      // The pitch line: players · length · what you do (GameInfo::pitch), beside its picture.
      assert.ok((await card.locator('p').innerText()).startsWith(`${players} · `), `${name}'s pitch line`);
      assert.ok(await card.locator('svg.game-art[aria-hidden="true"]').isVisible(), `${name}'s picture`);
    }
    assert.equal(await page.locator('#loomhall-shell').count(), 1, 'the app has not started yet');
    const before = await positions(page);

    release();
    await homeReady(page);
    await page.getByRole('heading', { level: 2, name: 'Continue' }).waitFor();
    await page.waitForTimeout(300); // a late shift would be recorded by now
    assert.deepEqual(await positions(page), before, 'the intro and the games stay where the shell put them');
    const shift = await page.evaluate(() => window.layoutShifts.reduce((a, b) => a + b, 0));
    assert.ok(shift < 0.01, `cumulative layout shift ${shift}`);
    assert.deepEqual(errors, []);
  }));

/** Every file of the build, with its path relative to dist/. */
async function files(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const name = prefix + entry.name;
    if (entry.isDirectory()) out.push(...(await files(join(dir, entry.name), `${name}/`)));
    else out.push(name);
  }
  return out;
}

/** A response from the static server as sent: status, headers and the body's bytes (`fetch`
 *  would decode it). */
function fetchFrom(base, path, encoding) {
  return new Promise((ok, fail) => {
    const headers = encoding ? { 'accept-encoding': encoding } : {};
    get(base + path, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

test('make serve serves each file in the encoding the browser accepts, from the build\'s compressed copies, and caches the files named after their content', async () => {
  const all = await files(DIST);
  const wasm = all.filter((n) => n.endsWith('.wasm'));
  assert.ok(wasm.length >= 2, 'the app and the AI worker');
  for (const name of all.filter((n) => /\.(html|js|css|wasm|svg|webmanifest)$/.test(n))) {
    assert.ok(all.includes(`${name}.br`) && all.includes(`${name}.gz`), `${name} has .br and .gz copies`);
  }
  // The service worker precaches the real files only.
  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  assert.doesNotMatch(sw.match(/^const PRECACHE = .*$/m)[0], /\.(br|gz)"/);

  const server = createStaticServer(DIST);
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${server.address().port}/`;
  try {
    const name = wasm[0];
    const raw = await readFile(join(DIST, name));
    const br = await fetchFrom(base, name, 'gzip, deflate, br');
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['content-type'], 'application/wasm');
    assert.ok(brotliDecompressSync(br.body).equals(raw));
    assert.ok(br.body.length < raw.length / 2, 'compressed');
    const gz = await fetchFrom(base, name, 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(gz.body).equals(raw));
    const plain = await fetchFrom(base, name, 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.equals(raw));
    // Files named after their content are cached for good; the page and the service worker,
    // whose names stay, are checked with the server every time.
    for (const n of [name, ...all.filter((f) => /\.(js|css)$/.test(f) && !['boot.js', 'sw.js'].includes(f))]) {
      assert.equal((await fetchFrom(base, n, 'br')).headers['cache-control'], 'public, max-age=31536000, immutable', n);
    }
    for (const n of ['', 'sw.js', 'boot.js', 'manifest.webmanifest']) {
      assert.equal((await fetchFrom(base, n, 'br')).headers['cache-control'], 'no-cache', n || 'the page');
    }
    // The page itself, from `/`.
    const page = await fetchFrom(base, '', 'br');
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.match(brotliDecompressSync(page.body).toString(), /id="loomhall-shell"/);
    assert.equal((await fetchFrom(base, '../Cargo.toml', 'br')).status, 404);
    assert.equal((await fetchFrom(base, 'missing.js', 'br')).status, 404);
  } finally {
    await new Promise((ok) => server.close(ok));
  }
});
