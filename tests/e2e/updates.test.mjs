// A new build served from the same origin (docs/web.md, "Updates"): the page and its AI worker
// are always of one build. Build A is this build; build B is a copy stamped with another version
// (as scripts/precache.mjs would stamp a new build: the workers' folder, their loaders, the page's
// start-up tag and the service worker's version and precache list).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, openHome, withApp } from './harness.mjs';
import { newWeaversGame } from './weavers-helpers.mjs';

/** Copies dist/ to A and makes B from it with version `next`; returns [A, B, versionA]. */
async function twoBuilds(next) {
  const root = await mkdtemp(join(tmpdir(), 'loomhall-builds-'));
  const [a, b] = [join(root, 'a'), join(root, 'b')];
  await cp(DIST, a, { recursive: true });
  await cp(DIST, b, { recursive: true });
  const version = (await readFile(join(a, 'index.html'), 'utf8')).match(/data-version="([0-9a-f]+)"/)[1];
  await rename(join(b, `build-${version}`), join(b, `build-${next}`));
  const loaders = (await readdir(join(b, `build-${next}`))).filter((n) => n.endsWith('_loader.js'));
  assert.ok(loaders.length > 0, 'the build has AI workers');
  for (const file of ['index.html', 'sw.js', ...loaders.map((loader) => join(`build-${next}`, loader))]) {
    const text = await readFile(join(b, file), 'utf8');
    assert.ok(text.includes(version), `${file} names the version`);
    await writeFile(join(b, file), text.replaceAll(version, next));
  }
  return { a, b, version, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Starts a game against the computer and waits for the worker's first answer; returns the
 *  page's version and the answering worker's. */
async function versions(page, url) {
  await newWeaversGame(page, url, { kinds: ['human', 'ismcts:easy'] });
  await page.waitForFunction(() => document.documentElement.dataset.workerVersion !== undefined, null, { timeout: 30000 });
  return page.evaluate(() => [document.documentElement.dataset.version, document.documentElement.dataset.workerVersion]);
}

test('after a new build the page and its AI worker are of the same build', () =>
  withApp(async ({ page, server, url, errors }) => {
    const next = 'feedfacefeedface';
    const builds = await twoBuilds(next);
    try {
      server.serve(builds.a);
      await openHome(page, url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
        }
      });
      assert.deepEqual(await versions(page, url), [builds.version, builds.version]);

      // Build B replaces A on the server; the page is reloaded. The new service worker takes
      // over and the page reloads once more onto it (web/boot.js).
      server.serve(builds.b);
      let loads = 0;
      page.on('load', () => loads++);
      await page.reload();
      for (let i = 0; i < 300 && loads < 2; i++) await page.waitForTimeout(100);
      assert.equal(loads, 2, 'the page reloaded once when the new build took over');
      await openHome(page, url);
      assert.deepEqual(await page.evaluate(() => caches.keys()), [`loomhall-${next}`], 'only the new build is cached');
      assert.deepEqual(await versions(page, url), [next, next]);
      assert.deepEqual(errors, []);
    } finally {
      await builds.cleanup();
    }
  }));
