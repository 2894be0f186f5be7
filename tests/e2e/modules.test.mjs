// The modules (docs/performance.md, "Two modules" and "One page module per game";
// src/app/home_app.rs, src/app/modules.rs): a first visit draws the home page from the home page's
// own module, which links no engine; a page about one game is drawn by that game's own module
// (its engine and board only), anything else by the whole app. Each is loaded when the page needs
// it and takes the page over, drawn meanwhile as loading; when it cannot be loaded the page says
// why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import { join } from 'node:path';
import { DIST, axeProblems, currentSave, homeReady, openBrowser, openHome, scenarioLink, withApp } from './harness.mjs';
import { MIDGAME5 } from './ioi-scenarios.mjs';
import { GAMES, SPELLWEAVER_COMBAT, WEAVERS_MID, WEAVE_SCENE, WOVEN_SHARED } from './scenarios.mjs';
import { newWeaversGame } from './weavers-helpers.mjs';

const HOME_WASM = /\/loomhall-home-[0-9a-f]+_bg\.wasm$/;
const WHOLE_WASM = /\/build-[0-9a-f]{16}\/loomhall-web_bg\.wasm$/;
/** A game's own page module, by game. */
const gameWasm = (game) => new RegExp(`/build-[0-9a-f]{16}/loomhall-web-${game}_bg\\.wasm$`);
/** Any module that draws pages past the home page's: the whole app or a game's own. */
const APP_WASM = /\/build-[0-9a-f]{16}\/loomhall-web(-[a-z]+)?_bg\.wasm$/;

/** Holds the modules that draw pages past the home page's (the whole app and each game's own)
 *  on their way from the server until the returned function is called (the page waits for them
 *  meanwhile). */
async function holdAppModules(page) {
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route('**/loomhall-web*_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Makes the whole app's module and every game's own throw as they load ("no games in this test"). */
async function failAppModules(server) {
  const index = await readFile(join(DIST, 'index.html'), 'utf8');
  const app = index.match(/data-app="\.(\/build-[0-9a-f]{16}\/loomhall-web\.js)"/)[1];
  const gameApp = index.match(/data-game-app="\.(\/build-[0-9a-f]{16}\/loomhall-web-\{game\}\.js)"/)[1];
  for (const path of [app, ...GAMES.map((game) => gameApp.replace('{game}', game))]) {
    server.overrides.set(path, 'throw new Error("no games in this test");');
  }
}

/** Records the size of each largest-contentful-paint candidate in `window.largestPaints`: a paint
 *  counts as the largest only if it is larger than every one before it. */
async function recordLargestPaints(tab) {
  await tab.addInitScript(() => {
    window.largestPaints = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.largestPaints.push(e.size);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Every URL the page asks for, from now on. */
function requests(page) {
  const urls = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

test("a first visit draws the home page without the whole app, which comes when a game is set up", () =>
  withApp(async ({ page, url, errors }) => {
    const asked = requests(page);
    await openHome(page, url);
    assert.equal(await page.locator('#loomhall-home').count(), 1, "the home page's module drew the page");
    await page.getByText('No saved games yet.').waitFor();
    // The settings work without the whole app (the theme is the home module's own).
    await page.getByRole('radio', { name: 'Dark' }).check();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.ok(asked.some((p) => HOME_WASM.test(p)), `the home module was loaded: ${asked}`);
    assert.ok(!asked.some((p) => WHOLE_WASM.test(p)), 'the whole app was not loaded for the home page');

    await page.getByRole('link', { name: 'New game of Weavers' }).click();
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    // The home module draws the form at once; Weavers' own module takes it over.
    await page.locator('#loomhall-home').waitFor({ state: 'detached' });
    assert.ok(asked.some((p) => gameWasm('weavers').test(p)), "Weavers' module was loaded for its new-game page");
    assert.deepEqual(asked.filter((p) => APP_WASM.test(p) && !gameWasm('weavers').test(p)), [], 'and no other');
    assert.equal(await page.locator('#loomhall-home').count(), 0, "the home module's page is gone");
    assert.equal(await page.locator('#loomhall-game').count(), 1, "Weavers' module drew the page");
    assert.equal(await page.locator('main#main').count(), 1, 'one page on screen');
    assert.equal(await page.locator('header.app-header').count(), 1, 'one header on screen');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark', 'the setting carried over');
    // The link that had the focus went with the home module's page: the new page's main has it.
    await page.waitForFunction(() => document.activeElement?.id === 'main');

    // Back home, the whole app comes and draws the home page.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Continue' }).waitFor();
    assert.ok(asked.some((p) => WHOLE_WASM.test(p)), 'the whole app was loaded for the home page');
    assert.equal(await page.locator('#loomhall-game').count(), 0, "Weavers' module's page is gone");
    assert.equal(await page.locator('.home').count(), 1);
    assert.equal(await page.locator('main#main').count(), 1, 'one page on screen');
    assert.deepEqual(errors, []);
  }));

test("each game's page loads that game's own module alone, which hands another game's page to the whole app", () =>
  withApp(async ({ page, url, errors }) => {
    const asked = requests(page);
    const modules = () => asked.filter((p) => APP_WASM.test(p));
    for (const [i, game] of GAMES.entries()) {
      // A first visit each, as from a link: the home module starts, then the game's own.
      await page.goto('about:blank');
      asked.length = 0;
      await page.goto(`${url}#/guide/${game}`);
      await page.waitForURL(/#\/table\//);
      await page.locator('.guide-panel').waitFor();
      await page.locator('#loomhall-game').waitFor();
      assert.equal(await page.locator('#loomhall-home').count(), 0, `${game}: the home module's page is gone`);
      assert.deepEqual(modules().map((p) => p.replace(/^.*\//, '')), [`loomhall-web-${game}_bg.wasm`], `${game}: its own module alone`);
      // Its rules are its own module's too.
      await page.goto(`${url}#/rules/${game}`);
      await page.locator('.rules-reference').waitFor();
      assert.equal(await page.locator('#loomhall-game').count(), 1, `${game}: its module drew its rules`);

      // Another game's page: the whole app takes it over, drawn meanwhile as loading.
      const other = GAMES[(i + 1) % GAMES.length];
      await page.goto(`${url}#/new/${other}`);
      await page.getByRole('button', { name: 'Start the game' }).waitFor();
      await page.locator('#loomhall-game').waitFor({ state: 'detached' });
      assert.ok(asked.some((p) => WHOLE_WASM.test(p)), `${game}: the whole app came for ${other}'s page`);
      assert.equal(await page.locator('main#main').count(), 1, `${game}: one page on screen`);
      assert.equal(await page.locator('header.app-header').count(), 1, `${game}: one header`);
      // And the guided game, saved meanwhile, opens in the whole app as in its own module.
      await page.goBack();
      await page.goBack();
      await page.locator('.guide-panel').waitFor();
      await page.evaluate(() => localStorage.clear());
    }
    assert.deepEqual(errors, []);
  }));

/** Each game's shipped lesson as a shared link's data: deflate-raw, base64url (as the app packs it). */
async function lessonLinks() {
  const links = new Map();
  for (const game of GAMES) {
    const folder = join(DIST, '..', 'lessons', game);
    const [file] = await readdir(folder);
    const text = await readFile(join(folder, file), 'utf8');
    links.set(game, { title: JSON.parse(text).title, data: deflateRawSync(Buffer.from(text)).toString('base64url') });
  }
  return links;
}

test("a shared lesson's link loads its game's own module, which saves the lesson and plays it", () =>
  withApp(async ({ page, url, errors }) => {
    const asked = requests(page);
    const modules = () => asked.filter((p) => APP_WASM.test(p)).map((p) => p.replace(/^.*\//, ''));
    const links = await lessonLinks();
    for (const [i, game] of GAMES.entries()) {
      const { title, data } = links.get(game);
      // A first visit, as a student opens a teacher's link: the home module unpacks the link for
      // its game and asks for that game's module.
      await page.goto('about:blank');
      asked.length = 0;
      await page.goto(`${url}#/lesson/${data}`);
      await page.getByRole('button', { name: 'Save and open' }).click({ timeout: 30000 });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Start chapter 1' }).click();
      await page.locator('.lesson-panel').waitFor({ timeout: 30000 });
      assert.equal(await page.locator('#loomhall-game').count(), 1, `${game}: its module drew the lesson`);
      assert.deepEqual(modules(), [`loomhall-web-${game}_bg.wasm`], `${game}: its own module alone`);
      // Reloaded, the lesson (now the person's own) opens in that module again.
      const lesson = (await page.evaluate(() => Object.keys(localStorage))).find((k) => k.startsWith('loomhall.lesson.saved-'));
      asked.length = 0;
      await page.goto('about:blank');
      await page.goto(`${url}#/lessons/${lesson.replace('loomhall.lesson.', '')}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30000 });
      await page.locator('#loomhall-game').waitFor();
      assert.deepEqual(modules(), [`loomhall-web-${game}_bg.wasm`], `${game}: its own lesson in its own module`);

      // Another game's lesson link in the same tab: the game's module hands it to the whole app.
      const other = links.get(GAMES[(i + 1) % GAMES.length]);
      await page.goto(`${url}#/lesson/${other.data}`);
      await page.getByRole('heading', { level: 1, name: other.title }).waitFor({ timeout: 30000 });
      await page.locator('#loomhall-game').waitFor({ state: 'detached' });
      assert.ok(asked.some((p) => WHOLE_WASM.test(p)), `${game}: the whole app came for another game's lesson`);
      assert.equal(await page.locator('main#main').count(), 1, `${game}: one page on screen`);
      await page.evaluate(() => localStorage.clear());
    }
    assert.deepEqual(errors, []);
  }));

test("a shared lesson's link shows the lesson's outline while its game's module loads, which draws it on at once", () =>
  withApp(async ({ url }) => {
    const links = await lessonLinks();
    const names = { weavers: 'Weavers', ioi: 'Spellweaving IOI', spellweaver: 'Spellweaver', woven: 'Woven', weave: 'Weave' };
    for (const game of GAMES) {
      const { title, data } = links.get(game);
      // A first visit each, in a fresh profile, at Lighthouse's phone size (docs/performance.md).
      const visit = await openBrowser();
      try {
        const tab = visit.page;
        await tab.setViewportSize({ width: 412, height: 823 });
        await recordLargestPaints(tab);
        await tab.addInitScript(() => {
          // Once the outline is up, it never gives way to a loading line.
          window.outlineLeft = false;
          new MutationObserver(() => {
            const text = document.body?.textContent ?? '';
            if (window.outlineShown && text.includes('Opening the lesson')) window.outlineLeft = true;
            window.outlineShown ||= Boolean(document.getElementById('open-lesson-title'));
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        const release = await holdAppModules(tab);
        await tab.goto(`${url}#/lesson/${data}`);
        await tab.getByRole('status').filter({ hasText: `Loading ${names[game]}…` }).waitFor();
        assert.equal(await tab.getByRole('heading', { level: 1 }).innerText(), title, `${game}: the lesson's title`);
        assert.equal(await tab.locator('#loomhall-home').count(), 1, `${game}: the home module drew it`);
        assert.equal(await tab.locator('.lesson-preview .chapters li').count() > 0, true, `${game}: its chapters`);
        await tab.waitForFunction(() => window.largestPaints.length > 0);
        await tab.waitForTimeout(300);
        const paints = () => tab.evaluate(() => window.largestPaints.length);
        const before = await paints();
        release();
        await tab.getByRole('button', { name: 'Save and open' }).waitFor({ timeout: 30000 });
        await tab.locator('#loomhall-game').waitFor();
        await tab.waitForTimeout(500);
        assert.equal(await tab.getByRole('heading', { level: 1 }).innerText(), title, `${game}: the same title`);
        assert.equal(await paints(), before, `${game}: the game's module painted a larger block than the outline`);
        assert.equal(await tab.evaluate(() => window.outlineLeft), false, `${game}: the outline stayed on screen`);
        assert.deepEqual(visit.errors, [], game);
      } finally {
        await visit.close();
      }
    }
  }));

test("a first visit to a game's page installs the offline copy only once the game's module has loaded", () =>
  withApp(async ({ page, url, errors }) => {
    // The game's module is held back: the page waits for it, and the service worker, whose install
    // downloads every file of the build, must not share the connection with it meanwhile.
    const release = await holdAppModules(page);
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    const asked = page.waitForRequest((r) => gameWasm('weave').test(new URL(r.url()).pathname));
    await page.goto(`${url}#/new/weave`);
    await asked;
    // Before this change the registration followed the home module's start at once.
    await page.waitForTimeout(1000);
    assert.equal(await registrations(), 0, "no service worker while the game's module is on its way");
    // Meanwhile the page is the game's, drawn by the home module: never the home page, whose
    // buttons would do nothing yet.
    assert.equal(await page.locator('#loomhall-shell').count(), 0, 'the static home page is gone');
    assert.equal(await page.locator('#loomhall-home').count(), 1, "the home module's page");
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'New game of Weave');
    // Weave's season lists its playsets, which come with the game's module.
    assert.equal(await page.getByRole('status').innerText(), 'Loading Weave…');
    assert.deepEqual(await axeProblems(page), [], "the home module's new-game form");
    const headingAt = () => page.evaluate(() => document.querySelector('h1').getBoundingClientRect().top);
    const before = await headingAt();
    release();
    await page.locator('#loomhall-home').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    // The game's module's page where the home module's was: the focus moved to <main> without
    // scrolling the header away.
    assert.equal(await headingAt(), before, 'the page did not move');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one heading');
    await page.evaluate(() => navigator.serviceWorker.ready);
    assert.equal(await registrations(), 1, 'the offline copy is installed after');
    assert.deepEqual(errors, []);
  }));

test("a link's first paint, before any module has started, is a loading line and not the home page", () =>
  withApp(async ({ page, url, errors }) => {
    // The home page's module is held back: what shows meanwhile is index.html's static shell.
    let release;
    const held = new Promise((ok) => (release = ok));
    await page.context().route(HOME_WASM, async (route) => {
      await held;
      await route.continue().catch(() => {}); // its page may be closed by then
    });
    // Each start is a page of its own: a change of the fragment alone would not start it again.
    const shellOf = async (route) => {
      const tab = await page.context().newPage();
      await tab.goto(`${url}${route}`);
      const shell = tab.locator('#loomhall-shell');
      await shell.locator('.home, .shell-page').first().waitFor({ state: 'attached' });
      return { tab, shell };
    };
    for (const route of ['#/new/weavers', '#/guide/woven', '#/lessons/shipped-ioi-response-window', '#/rules/weave']) {
      const { tab, shell } = await shellOf(route);
      await shell.getByRole('status').waitFor();
      assert.equal(await shell.getByRole('status').innerText(), 'Loading…', route);
      assert.equal(await shell.locator('.home').isVisible(), false, `${route}: the home page is not shown`);
      assert.equal(await tab.locator('#loomhall-home').count(), 0, `${route}: no module has drawn yet`);
      if (route === '#/new/weavers') {
        assert.deepEqual(await axeProblems(tab), [], 'the loading line');
        // The shell's own "Home" shows its home page, and its "Rules" the loading line again.
        await shell.getByRole('link', { name: 'Home', exact: true }).click();
        await shell.getByRole('heading', { name: 'Games' }).waitFor();
        assert.equal(await shell.getByRole('status').isVisible(), false, 'home: no loading line');
        await shell.getByRole('link', { name: 'Rules', exact: true }).click();
        await shell.getByRole('status').waitFor();
        assert.equal(await shell.locator('.home').isVisible(), false, 'rules: the home page is not shown');
      }
      await tab.close();
    }
    // The home page's own link still shows the home page at once.
    await page.goto(`${url}#/`);
    const shell = page.locator('#loomhall-shell');
    await shell.getByRole('heading', { name: 'Games' }).waitFor();
    assert.equal(await shell.getByRole('status').isVisible(), false, 'no loading line on the home page');
    release();
    await page.locator('#loomhall-home').waitFor();
    assert.deepEqual(errors, []);
  }));

test("the home page asks for its module once the shell is on screen; a link to another page fetches it while the page is read", () =>
  withApp(async ({ page, url, errors }) => {
    // How and when the home module's wasm was fetched, against the page's first contentful paint.
    const fetched = (tab) =>
      tab.evaluate((source) => {
        const wasm = performance.getEntriesByType('resource').find((e) => new RegExp(source).test(new URL(e.name).pathname));
        const painted = performance.getEntriesByName('first-contentful-paint')[0];
        return { by: wasm?.initiatorType, at: wasm?.startTime, painted: painted?.startTime };
      }, HOME_WASM.source);
    // Each a page of its own, in view: a fragment's change would not load the page again.
    for (const route of ['#/', '', '#/new/weavers', '#/guide/woven', '#/rules/weave']) {
      const tab = await page.context().newPage();
      await tab.goto(`${url}${route}`);
      // (A game's module may already have taken the page over from the home module by now.)
      await tab.waitForFunction(
        (source) => performance.getEntriesByType('resource').some((e) => new RegExp(source).test(new URL(e.name).pathname)),
        HOME_WASM.source,
      );
      const { by, at, painted } = await fetched(tab);
      if (route === '#/' || route === '') {
        // The static shell draws the home page whole, so nothing is fetched ahead of its paint.
        assert.equal(await tab.locator('link[rel="preload"], link[rel="modulepreload"]').count(), 0, `${route}: no preload`);
        assert.ok(painted !== undefined && at >= painted, `${route || 'no fragment'}: the module was asked for after the paint (${at} ms, paint ${painted} ms)`);
      } else {
        // The home module draws this page: its files are fetched as the page's head is read.
        assert.equal(by, 'link', `${route}: the wasm came from the preload web/shell.js added`);
        assert.equal(await tab.locator('link[rel="modulepreload"]').count(), 1, `${route}: its script too`);
      }
      await tab.close();
    }
    assert.deepEqual(errors, []);
  }));

test("a new game's form works while the game's module loads, which takes it over with the choices made", () =>
  withApp(async ({ page, url, errors }) => {
    const release = await holdAppModules(page);
    await page.goto(`${url}#/new/woven`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    assert.equal(await page.locator('#loomhall-home').count(), 1, "the home module's form");
    // Woven has no options of its own: the form is whole, and nothing in it moves later.
    assert.equal(await page.getByRole('status').count(), 0);
    const box = async (selector) => (await page.locator(selector).boundingBox()).y;
    // Choices made meanwhile, the last one still being typed (no change event yet).
    await page.locator('#seat-count').selectOption('3');
    const seat2 = page.locator('fieldset.seat').nth(1);
    await seat2.getByLabel('Played by').selectOption('human');
    assert.equal(await seat2.getByLabel('Name').inputValue(), 'Player 2', 'a person is named as a player');
    await page.getByLabel(/Teaching mode/).check();
    await seat2.getByLabel('Name').fill('Robin Lee');
    const modeAt = await box('fieldset.mode');
    release();
    await page.locator('#loomhall-home').waitFor({ state: 'detached' });
    // The game's module's form, with the same choices and the focus where it was.
    assert.equal(await page.locator('fieldset.seat').count(), 3);
    assert.equal(await seat2.getByLabel('Played by').inputValue(), 'human');
    assert.equal(await seat2.getByLabel('Name').inputValue(), 'Robin Lee');
    assert.ok(await page.getByLabel(/Teaching mode/).isChecked());
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'seat-2-name');
    assert.equal(await box('fieldset.mode'), modeAt, 'the mode stays where it was');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    const { save } = await currentSave(page);
    assert.deepEqual(save.meta.seats.map((s) => s.name), ['Player 1', 'Robin Lee', 'Computer 3']);
    assert.equal(save.meta.teaching, true);
    assert.deepEqual(errors, []);
  }));

test("a game started before the game's module has loaded is dealt as it arrives, with the decks chosen", () =>
  withApp(async ({ page, url, errors }) => {
    const release = await holdAppModules(page);
    await page.goto(`${url}#/new/weavers`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    // Weavers' decks are listed without the engine: no status waits for them.
    assert.equal(await page.getByRole('status').count(), 0);
    await page.locator('fieldset.seat').nth(1).getByLabel('Played by').selectOption('ismcts:easy');
    await page.getByLabel('Seat 1 Class').selectOption('Pyromancer');
    await page.getByLabel('Seat 1 Spellbook').selectOption('Aegis Psalter');
    await page.getByLabel(/^Deal number/).fill('42');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByText('The game starts as soon as Weavers has loaded…').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Start the game' }).isDisabled(), 'started once');
    assert.match(page.url(), /#\/new\/weavers$/);
    // A change made while waiting goes into the game.
    await page.locator('fieldset.seat').nth(0).getByLabel('Name').fill('Ada');
    await page.getByLabel('Seat 2 Spellbook').selectOption('Serpent Herbal');
    release();
    await page.waitForURL(/#\/table\//);
    await page.locator('.table').waitFor();
    const { save } = await currentSave(page);
    assert.deepEqual(save.meta.seats.map((s) => s.name), ['Ada', 'Computer 2']);
    assert.equal(save.record.seed, 42);
    const [mine, theirs] = save.record.options.decks;
    assert.deepEqual(mine, { class: 'Pyromancer', spellbook: 'Aegis Psalter' });
    assert.equal(theirs.spellbook, 'Serpent Herbal', 'a random Class with the Spellbook chosen');
    // Back to a new game: the form starts afresh.
    await page.goto(`${url}#/new/weavers`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    assert.equal(await page.getByLabel(/^Deal number/).inputValue(), '');
    assert.equal(await page.getByLabel('Seat 1 Class').inputValue(), '', 'Random');
    assert.deepEqual(errors, []);
  }));

test("Spellweaver's decks are chosen before the game's module has loaded; its deck builder opens after", () =>
  withApp(async ({ page, url, errors }) => {
    const release = await holdAppModules(page);
    await page.goto(`${url}#/new/spellweaver`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    assert.equal(await page.locator('#loomhall-home').count(), 1, "the home module's form");
    assert.equal(await page.getByRole('status').count(), 0);
    const builder = page.getByRole('button', { name: 'Open the deck builder' });
    assert.ok(await builder.isDisabled(), 'the deck builder needs the card pool');
    assert.equal(await page.getByLabel('Seat 1 deck').inputValue(), 'precon:Dawn Legion');
    await page.getByLabel('Seat 2 deck').selectOption('precon:Hollow Covenant');
    await page.getByLabel('Seat 2 deck').focus();
    assert.deepEqual(await axeProblems(page), [], "the home module's Spellweaver form");
    const optionsAt = async () => (await page.locator('fieldset.deck-options').boundingBox()).y;
    const before = await optionsAt();
    release();
    await page.locator('#loomhall-home').waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel('Seat 2 deck').inputValue(), 'precon:Hollow Covenant');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'seat-2-deck');
    assert.equal(await optionsAt(), before, 'the decks stay where they were');
    assert.ok(await builder.isEnabled());
    await builder.click();
    await page.getByRole('button', { name: 'Close the deck builder' }).waitFor();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    const { save } = await currentSave(page);
    assert.deepEqual(save.record.options.decks, [{ Preconstructed: 'Dawn Legion' }, { Preconstructed: 'Hollow Covenant' }]);
    assert.deepEqual(errors, []);
  }));

test("each choice on the home module's form is kept for the tab in its own event, before the page draws again", () =>
  withApp(async ({ page, url, errors }) => {
    // The game's module reads the kept choices as it takes the page over, which may come before
    // the home module has drawn (and run the effects of) a change just made.
    const release = await holdAppModules(page);
    /** Changes the control as a person would (its event) and reads the draft in the same task. */
    const changeAndRead = (game, selector, value) =>
      page.evaluate(
        ({ game, selector, value }) => {
          const control = document.querySelector(selector);
          control.value = value;
          const select = control.tagName === 'SELECT';
          control.dispatchEvent(select ? new Event('change', { bubbles: true }) : new InputEvent('input', { bubbles: true }));
          return JSON.parse(sessionStorage.getItem(`loomhall.new-game.${game}`));
        },
        { game, selector, value },
      );
    await page.goto(`${url}#/new/woven`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    assert.equal(await page.locator('#loomhall-home').count(), 1, "the home module's form");
    assert.equal((await changeAndRead('woven', '#seat-count', '3')).seats.length, 3, 'the seat count');
    await page.locator('#seat-3-kind').waitFor();
    assert.equal((await changeAndRead('woven', '#seat-2-kind', 'human')).seats[1].kind, 'human', "a seat's player");
    assert.equal((await changeAndRead('woven', '#seat-2-name', 'Robin')).seats[1].name, 'Robin', "a seat's name");
    assert.equal((await changeAndRead('woven', '#deal-number', '77')).deal_number, '77', 'the deal number');
    await page.goto(`${url}#/new/weavers`);
    await page.getByLabel('Seat 1 Class').waitFor();
    const weavers = await changeAndRead('weavers', '#seat-1-class', 'Pyromancer');
    assert.deepEqual(weavers.options.choices[0], ['Pyromancer', ''], "Weavers' Class");
    assert.equal(weavers.options.options.decks[0].class, 'Pyromancer');
    await page.goto(`${url}#/new/spellweaver`);
    await page.getByLabel('Seat 2 deck').waitFor();
    const spellweaver = await changeAndRead('spellweaver', '#seat-2-deck', 'precon:Hollow Covenant');
    assert.deepEqual(spellweaver.options.options.decks[1], { Preconstructed: 'Hollow Covenant' }, "Spellweaver's deck");
    assert.equal(await page.locator('#loomhall-home').count(), 1, 'all in the home module');
    release();
    assert.deepEqual(errors, []);
  }));

test("a guided game's link shows the guide's first step while the table loads", () =>
  withApp(async ({ page, url, errors }) => {
    const guide = JSON.parse(await readFile(join(DIST, '../cards/weavers/guide.json'), 'utf8'));
    const release = await holdAppModules(page);
    await page.goto(`${url}#/guide/weavers`);
    await page.getByRole('status').waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), guide.title);
    assert.equal(await page.locator('.guide-panel .step-text').innerText(), guide.steps[0].text);
    assert.match(await page.locator('.guide-panel h2').innerText(), new RegExp(`step 1 of ${guide.steps.length}$`));
    assert.equal(await page.getByRole('status').innerText(), 'Loading Weavers…');
    release();
    // The table, with the same words in its guide panel.
    await page.getByRole('button', { name: /^Next/ }).waitFor();
    assert.equal(await page.locator('#guide-step-text').innerText(), guide.steps[0].text);
    assert.equal(await page.locator('.guide-panel').count(), 1, 'one guide panel');
    assert.equal(await page.locator('#loomhall-home').count(), 0, "the game's module took the page over");
    assert.deepEqual(errors, []);
  }));

test("a shared position's link shows its title and what it is while the game's module loads", () =>
  withApp(async ({ page, url, errors }) => {
    const release = await holdAppModules(page);
    await page.goto(url + scenarioLink('weavers', 'Shields before damage', WEAVERS_MID));
    await page.getByRole('status').waitFor();
    const intro = 'A shared position of Weavers, every card open. Save it to play it in teaching mode.';
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Shields before damage');
    assert.equal(await page.locator('main p').first().innerText(), intro);
    assert.equal(await page.locator('#loomhall-home').count(), 1, "the home module's page");
    release();
    await page.getByRole('button', { name: 'Save and play' }).waitFor();
    // The same words where they were, now with the position.
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Shields before damage');
    assert.equal(await page.locator('main p').first().innerText(), intro);
    assert.deepEqual(errors, []);
  }));

test("a shared position's largest paint is its own sentence, drawn before the game's module, in every game", () =>
  withApp(async ({ url }) => {
    // Lighthouse's phone (docs/performance.md): a block of text the game's module draws larger than
    // the sentence (Woven's map key was one) would make the link's largest paint wait for it.
    const positions = {
      Weavers: ['weavers', WEAVERS_MID],
      'Spellweaving IOI': ['ioi', MIDGAME5],
      Spellweaver: ['spellweaver', SPELLWEAVER_COMBAT],
      Woven: ['woven', WOVEN_SHARED],
      Weave: ['weave', WEAVE_SCENE],
    };
    for (const [name, [game, position]] of Object.entries(positions)) {
      // A first visit each, in a fresh profile: no offline copy serves the game's module past the hold.
      const visit = await openBrowser();
      try {
        const tab = visit.page;
        await tab.setViewportSize({ width: 412, height: 823 });
        await recordLargestPaints(tab);
        const paints = () => tab.evaluate(() => window.largestPaints.length);
        const release = await holdAppModules(tab);
        await tab.goto(url + scenarioLink(game, 'A shared position', position));
        await tab.getByText(`A shared position of ${name}, every card open`).waitFor();
        await tab.waitForFunction(() => window.largestPaints.length > 0);
        await tab.waitForTimeout(300);
        const before = await paints();
        release();
        await tab.locator('#loomhall-home').waitFor({ state: 'detached' });
        await tab.locator('.scenario-board > *').first().waitFor();
        await tab.waitForTimeout(500); // the position's board painted
        // A paint counts as the largest only if it is larger than every one before it.
        assert.equal(await paints(), before, `${name}: the game's module painted a larger block than the home module's page`);
        assert.deepEqual(visit.errors, [], name);
      } finally {
        await visit.close();
      }
    }
  }));

test('with a game saved, the page starts the whole app at once, which verifies the save', () =>
  withApp(async ({ page, url, errors }) => {
    await newWeaversGame(page, url);
    const asked = requests(page);
    await page.goto(url);
    await page.reload();
    await homeReady(page);
    await page.getByRole('link', { name: /^Continue / }).waitFor();
    assert.equal(await page.locator('#loomhall-home').count(), 0, "the home module handed over at once");
    assert.ok(asked.some((p) => WHOLE_WASM.test(p)), 'the whole app was loaded');
    assert.deepEqual(errors, []);
  }));

test('with a game saved, "Home" on a loading page waits for the whole app rather than list no games', () =>
  withApp(async ({ page, url, errors }) => {
    await newWeaversGame(page, url);
    // The whole app is held back on the way from the server: no offline copy may answer instead.
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const release = await holdAppModules(page);
    await page.goto(`${url}#/rules/weavers`);
    await page.reload();
    await page.getByRole('status').waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Rules of Weavers');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /^Loading…$/ }).waitFor();
    assert.equal(await page.getByText('No saved games yet.').count(), 0, 'the saved game is not denied');
    release();
    await page.getByRole('link', { name: /^Continue / }).waitFor();
    assert.equal(await page.locator('#loomhall-home').count(), 0, 'the whole app took over');
    assert.deepEqual(errors, []);
  }));

test('a file imported on the first page is imported by the whole app', () =>
  withApp(async ({ page, url, errors }) => {
    // A game exported from another browser: saved here, exported, then its save removed.
    await newWeaversGame(page, url);
    const slot = decodeURIComponent(page.url().split('#/table/')[1]);
    const raw = await page.evaluate((k) => localStorage.getItem(k), `loomhall.save.${slot}`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(url);
    await page.reload();
    await homeReady(page);
    assert.equal(await page.locator('#loomhall-home').count(), 1, "no save: the home module's page");

    await page.getByLabel('Import a saved game, a scenario or a lesson from a file').setInputFiles({
      name: 'moved.json',
      mimeType: 'application/json',
      buffer: Buffer.from(raw),
    });
    await page.getByText(/^Imported “/).waitFor();
    assert.equal(await page.locator('#loomhall-home').count(), 0, 'the whole app took over');
    await page.getByRole('link', { name: /^Continue / }).waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.length), 0, 'nothing is left waiting');
    assert.deepEqual(errors, []);
  }));

test('when the whole app cannot be loaded, the home page says why', () =>
  withApp(async ({ page, server, url, errors }) => {
    await failAppModules(server);
    await openHome(page, url);
    await page.getByRole('link', { name: 'New game of Weavers' }).click();
    const problem = page.getByRole('alert');
    await problem.waitFor();
    assert.match(await problem.innerText(), /no games in this test.*reload the page/);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Loomhall could not load its games');
    // The home page itself still works, and still says what went wrong.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Games' }).waitFor();
    assert.match(await page.getByRole('alert').innerText(), /could not load its games: .*no games in this test/);
    await page.getByRole('radio', { name: 'Dark' }).check();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    // The console names the failure; nothing else went wrong.
    assert.ok(errors.length >= 1 && errors.every((e) => /could not be loaded|no games in this test/.test(e)), String(errors));
  }));

test("a game's own module says why when the whole app it hands another page to cannot be loaded", () =>
  withApp(async ({ page, server, url, errors }) => {
    const index = await readFile(join(DIST, 'index.html'), 'utf8');
    const app = index.match(/data-app="\.(\/build-[0-9a-f]{16}\/loomhall-web\.js)"/)[1];
    server.overrides.set(app, 'throw new Error("no whole app in this test");');
    await page.goto(`${url}#/new/weavers`);
    await page.locator('#loomhall-game').waitFor();
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    // The home page is the whole app's to draw (it verifies saves with every engine).
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const problem = page.getByRole('alert');
    await problem.waitFor();
    assert.match(await problem.innerText(), /no whole app in this test.*reload the page/);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Loomhall could not load its games');
    // Its own game's pages still work.
    await page.goBack();
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    assert.ok(errors.length >= 1 && errors.every((e) => /could not be loaded|no whole app in this test/.test(e)), String(errors));
  }));

test('a link to a game that cannot be loaded says why instead of showing the home page', () =>
  withApp(async ({ page, server, url, errors }) => {
    await failAppModules(server);
    await page.goto(`${url}#/guide/woven`);
    const problem = page.getByRole('alert');
    await problem.waitFor();
    assert.match(await problem.innerText(), /no games in this test.*reload the page/);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Loomhall could not load its games');
    assert.equal(await page.locator('#loomhall-shell').count(), 0, 'not the static home page');
    assert.ok(errors.every((e) => /could not be loaded|no games in this test/.test(e)), String(errors));
  }));
