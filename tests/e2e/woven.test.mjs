// Woven in the browser, against the release build in dist/: a solo game started on the
// new-game page and played by clicking the board's own controls (the first tapestry face, a
// spell cast on a turned or mirrored pattern chosen from the cast panel, map locations, the
// tapestry's squares, the other choices) through several turns; a reload mid-turn keeps the
// game; axe-core finds nothing serious; a two-seat pass-and-play game through a hand-off that
// shows no hand. Screenshots at four sizes go to docs/screenshots/woven/ with
// LOOMHALL_SCREENSHOTS=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fillNewGame, openHome, withApp } from './harness.mjs';
import { actions, axeProblems, currentSave, waitForActions } from './weavers-helpers.mjs';

const SHOTS = process.env.LOOMHALL_SCREENSHOTS
  ? new URL('../../docs/screenshots/woven/', import.meta.url)
  : new URL('file:///tmp/loomhall-woven/');

async function startGame(page, url, seats, seed) {
  await openHome(page, url);
  await fillNewGame(page, url, 'woven', seats, seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  await page.locator('.woven').waitFor({ timeout: 30000 });
}

const status = (page) => page.locator('.woven-status').innerText();

/** One click on the board: the first tapestry face, a cast (preferring a turned or mirrored
 *  pattern, once `castOnce` allows it), a tapestry square, a map location, or the first listed
 *  choice that is not "Done". Returns what was clicked. */
async function playOne(page, state) {
  const before = await actions(page);
  let what;
  const face = page.getByRole('button', { name: 'Start with the front face' });
  const cast = page.locator('.woven-hand button.cast');
  const option = page.locator('.cast-panel .place-option');
  if (await face.count()) {
    await face.click();
    what = 'face';
  } else if (await option.count()) {
    const turned = option.filter({ hasText: /turned|mirrored/ });
    const pick = (await turned.count()) ? turned.first() : option.first();
    const words = await pick.innerText();
    await pick.focus();
    // The focused place is drawn on the tapestry: its element square and new Threads.
    assert.equal(await page.locator('.woven-tapestry .square.pattern-element').count(), 1);
    assert.ok((await page.locator('.woven-tapestry .square.pattern-new').count()) >= 1);
    await pick.click();
    what = `cast: ${words}`;
    state.casts.push(words);
  } else if (!state.casts.length && (await cast.count())) {
    await cast.first().click();
    await option.first().waitFor();
    return 'chose a spell';
  } else if (await page.locator('.woven-tapestry .square.target').count()) {
    await page.locator('.woven-tapestry .square.target').first().click();
    what = 'tapestry square';
  } else if (await page.locator('.woven-map .loc.target').count()) {
    const loc = page.locator('.woven-map .loc.target .hit').first();
    what = `map: ${(await loc.getAttribute('aria-label')).split(';')[0]}`;
    await loc.click();
  } else {
    const choices = page.locator('.woven-choices > ul button');
    const notDone = choices.filter({ hasNotText: /^Done$/ });
    const pick = (await notDone.count()) ? notDone.first() : choices.first();
    if (!(await pick.count())) return null;
    what = await pick.innerText();
    await pick.click();
  }
  await waitForActions(page, before);
  return what;
}

test('a solo game from the new-game page: several turns by clicking, a cast on a turned pattern, a reload keeps the game', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await startGame(page, url, [['Ada', 'human']], 3);
    assert.equal(await page.locator('.hand-off').count(), 0);
    assert.deepEqual(await axeProblems(page), [], 'setup');
    const state = { casts: [] };
    const log = [];
    let reloaded = false;
    for (let i = 0; i < 80; i++) {
      const s = await status(page);
      if (/Round 4 /.test(s) || (await page.locator('.end-dialog').count())) break;
      if (!reloaded && state.casts.length && /action\(s\) left/.test(s)) {
        // Mid-turn: the reload shows the same position.
        const n = await actions(page);
        await page.reload();
        await page.locator('.woven').waitFor({ timeout: 30000 });
        assert.equal(await actions(page), n);
        assert.equal(await status(page), s);
        reloaded = true;
        assert.deepEqual(await axeProblems(page), [], 'after a cast and a reload');
      }
      const did = await playOne(page, state);
      assert.ok(did, `nothing to click at: ${s}`);
      log.push(did);
    }
    console.log(log.join('\n'));
    assert.ok(state.casts.length >= 1, 'a spell was cast');
    assert.match(state.casts[0], /turned|mirrored/, 'the cast used a turned or mirrored pattern');
    assert.ok(reloaded, 'the game was reloaded mid-turn');
    assert.ok(/Round [3-9]|over/.test(await status(page)) || (await page.locator('.end-dialog').count()), await status(page));
    const { save } = await currentSave(page);
    assert.ok(save, 'the game is saved');

    // The detection overlay and the keyboard: a location is a labelled focusable button.
    await page.getByRole('button', { name: 'Show detection ranges' }).click();
    assert.ok((await page.locator('.woven-map .loc.watched').count()) > 0);
    const first = page.locator('.woven-map .loc .hit').first();
    await first.focus();
    assert.match(await first.getAttribute('aria-label'), /^A1 /);
    assert.deepEqual(await axeProblems(page), [], 'table with detection ranges');

    await mkdir(SHOTS, { recursive: true });
    for (const [w, h] of [[1024, 768], [768, 1024], [390, 844], [1440, 900]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(200);
      await page.screenshot({ path: new URL(`table-${w}x${h}.png`, SHOTS).pathname, fullPage: false });
    }
    assert.deepEqual(errors, []);
  }));

test('two seats pass and play: the hand-off shows no hand, then the next mage plays', () =>
  withApp(async ({ page, url, errors }) => {
    await startGame(page, url, [['Ada', 'human'], ['Bo', 'human']], 5);
    let handOffs = 0;
    const state = { casts: ['none wanted'] };
    for (let i = 0; i < 60 && handOffs < 3; i++) {
      if (await page.locator('.hand-off').count()) {
        assert.equal(await page.locator('.woven-hand, .woven-setup, .cast-panel').count(), 0, 'a hand shows at the hand-off');
        if (!handOffs) assert.deepEqual(await axeProblems(page), [], 'hand-off');
        handOffs++;
        await page.getByRole('button', { name: /^I am / }).click();
        await page.locator('.woven-hand, .woven-setup').first().waitFor({ timeout: 10000 });
        continue;
      }
      assert.ok(await playOne(page, state));
    }
    assert.ok(handOffs >= 2, `hand-offs: ${handOffs}`);
    assert.deepEqual(errors, []);
  }));
