// Browser tests of the app shell against the release build in dist/ (run `make build` first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { axeProblems, homeReady, openHome, withApp } from './harness.mjs';
import { GAMES } from './scenarios.mjs';

test('home renders the library, the continue list and settings with no console errors', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    for (const name of ['Continue', 'Games', 'Settings']) {
      await page.getByRole('heading', { level: 2, name }).waitFor();
    }
    await page.waitForTimeout(500); // late errors (service worker, preloads) would show by now
    assert.deepEqual(errors, []);
  }));

test('a setting survives a reload', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.getByLabel('Dark').check();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await page.getByLabel('Reduce motion (no animations)').check();
    await page.reload();
    await homeReady(page);
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await page.locator('html').getAttribute('data-reduced-motion'), 'true');
    assert.ok(await page.getByLabel('Dark').isChecked());
    assert.ok(await page.getByLabel('Reduce motion (no animations)').isChecked());
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('loomhall.settings')));
    assert.equal(stored.theme, 'dark');
    assert.deepEqual(errors, []);
  }));

test('a corrupt save is reported, kept untouched and exportable, and the home screen still works', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    const broken = '{"format_version":1,"game":"weavers","content_hash":"00","record":{"format_ver';
    const foreign = '{"hello":"world"}';
    await page.evaluate(
      ([a, b]) => {
        localStorage.setItem('loomhall.save.broken', a);
        localStorage.setItem('loomhall.save.foreign', b);
      },
      [broken, foreign],
    );
    await page.reload();
    await homeReady(page);

    const cards = page.locator('.save-card.problem');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 2);
    const brokenCard = page.locator('.save-card.problem[data-slot="broken"]');
    assert.match(await brokenCard.innerText(), /cannot be opened/);
    assert.match(await brokenCard.innerText(), /incomplete/);
    assert.match(await page.locator('.save-card.problem[data-slot="foreign"]').innerText(), /not a Loomhall save/);

    // Export hands over the exact stored text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      brokenCard.getByRole('button', { name: 'Export the damaged save' }).click(),
    ]);
    assert.equal(await readFile(await download.path(), 'utf8'), broken);

    // The rest of the home screen works: a setting changes and persists.
    await page.getByLabel('Light').check();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
    await page.reload();
    await homeReady(page);
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');

    // Nothing rewrote or removed the damaged saves.
    const kept = await page.evaluate(() => [localStorage.getItem('loomhall.save.broken'), localStorage.getItem('loomhall.save.foreign')]);
    assert.deepEqual(kept, [broken, foreign]);
    assert.deepEqual(errors, []);
  }));

test('an import that is not a save is refused with a clear message and stores nothing', () =>
  withApp(async ({ page, url }) => {
    await openHome(page, url);
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"shopping":["bread"]}'),
    });
    await page.getByRole('alert').filter({ hasText: 'was not imported' }).waitFor();
    assert.match(await page.getByRole('alert').first().innerText(), /not a Loomhall save/);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('loomhall.save.')));
    assert.deepEqual(keys, []);
  }));

test('export then import of a saved game round-trips', (t) =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    const newGame = page.getByRole('link', { name: /^New game of / }).first();
    if ((await newGame.count()) === 0) {
      t.skip('no game is in the library of this build yet');
      return;
    }
    await newGame.click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    await page.goto(url);
    const card = page.locator('.save-card:not(.problem)');
    await card.first().waitFor();
    assert.equal(await card.count(), 1);
    const before = await page.evaluate(() =>
      Object.entries(localStorage).filter(([k]) => k.startsWith('loomhall.save.')),
    );
    assert.equal(before.length, 1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /^Export / }).click(),
    ]);
    const exported = await readFile(await download.path(), 'utf8');
    assert.match(download.suggestedFilename(), /^loomhall-.*\.json$/);

    // Delete (two presses), then import the file back.
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('button', { name: 'Press again to delete' }).click();
    await page.getByText('No saved games yet').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
    await card.first().waitFor();
    const after = await page.evaluate(() =>
      Object.entries(localStorage).filter(([k]) => k.startsWith('loomhall.save.')),
    );
    assert.equal(after.length, 1);
    // Same game: the record and snapshot are identical (compared as text: the RNG state is a
    // 128-bit integer that JSON.parse would round).
    const field = (text, name) => text.match(new RegExp(`"${name}":\\s*("(?:[^"\\\\]|\\\\.)*")`))?.[1];
    assert.equal(field(after[0][1], 'snapshot'), field(before[0][1], 'snapshot'));
    assert.deepEqual(errors, []);
  }));

test('after the first visit the app loads with the network off', () =>
  withApp(async ({ page, context, server, url }) => {
    await openHome(page, url);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      }
    });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('loomhall-')));
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    assert.ok(cached.some((p) => p.endsWith('.wasm')), `the wasm is precached: ${cached}`);
    for (const game of GAMES) {
      assert.ok(
        cached.some((p) => new RegExp(`^/build-[0-9a-f]{16}/loomhall-worker-${game}_bg\\.wasm$`).test(p)),
        `${game}'s AI worker is precached in its build's folder: ${cached}`,
      );
    }
    assert.ok(
      cached.some((p) => /^\/build-[0-9a-f]{16}\/loomhall-web_bg\.wasm$/.test(p)),
      `the whole app is precached in its build's folder: ${cached}`,
    );
    for (const game of GAMES) {
      assert.ok(
        cached.some((p) => new RegExp(`^/build-[0-9a-f]{16}/loomhall-web-${game}_bg\\.wasm$`).test(p)),
        `${game}'s own page module is precached in its build's folder: ${cached}`,
      );
    }

    await server.close();
    await context.setOffline(true);
    await page.reload();
    await homeReady(page, 15000);
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();
    // The app works offline, not just its page: settings still change.
    await page.getByLabel('Dark').check();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    // And a game still starts: its own module comes from the cache too.
    await page.getByRole('link', { name: 'New game of Weavers' }).click();
    await page.getByRole('button', { name: 'Start the game' }).waitFor({ timeout: 15000 });
  }));

test('a new build replaces the old cache cleanly', () =>
  withApp(async ({ page, server, url }) => {
    await openHome(page, url);
    const controlled = () =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
        }
      });
    await controlled();
    const oldCaches = await page.evaluate(() => caches.keys());
    assert.equal(oldCaches.length, 1);

    // A "new build": same files, a new version stamped into sw.js.
    const sw = await readFile(new URL('../../dist/sw.js', import.meta.url), 'utf8');
    const next = sw.replace(/^const VERSION = '([0-9a-f]+)';$/m, "const VERSION = 'f00dfeedf00dfeed';");
    assert.notEqual(next, sw);
    server.overrides.set('/sw.js', next);
    // The new worker takes over and the page reloads once onto it (web/boot.js).
    const reloaded = page.waitForEvent('load', { timeout: 30000 });
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg.update();
    });
    await reloaded;
    const newCaches = await page.evaluate(async () => {
      // The old cache is deleted when the new worker activates.
      for (let i = 0; i < 50; i++) {
        const names = await caches.keys();
        if (names.length === 1) return names;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      return caches.keys();
    });
    assert.deepEqual(newCaches, ['loomhall-f00dfeedf00dfeed']);
    const cached = await page.evaluate(async () => (await (await caches.open('loomhall-f00dfeedf00dfeed')).keys()).length);
    const precache = JSON.parse(sw.match(/^const PRECACHE = (.*);$/m)[1]);
    assert.equal(cached, precache.length, 'the new cache holds the whole build');
  }));

test('the home screen has no serious or critical accessibility violations (light and dark)', () =>
  withApp(async ({ page, url }) => {
    await openHome(page, url);
    await page.evaluate(() => {
      localStorage.setItem('loomhall.save.broken', '{"format_version":1,"game":"x"');
    });
    await page.reload();
    await page.locator('.save-card.problem').waitFor();
    for (const theme of ['Light', 'Dark']) {
      await page.getByLabel(theme).check();
      await page.screenshot({ path: `/tmp/loomhall-home-${theme.toLowerCase()}.png`, fullPage: true });
      const bad = await axeProblems(page);
      assert.deepEqual(bad, [], `${theme} theme`);
    }
    // The other pages of the shell, in the dark theme.
    for (const route of ['#/new/weavers', '#/rules', '#/rules/weavers/4-effects-phase']) {
      await page.goto(url + route);
      // The whole app's page, not the home module's loading page before it.
      await page.locator('#loomhall-home').waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const bad = await axeProblems(page);
      assert.deepEqual(bad, [], route);
    }
  }));
