// No page is wider than its window: every route (home, rules, new game, guided game, shipped
// lessons and a shared position of each game, each game's table in teaching mode, its replay and
// its position editor) at eight window
// sizes, the large-table setting off and on. Long words and links wrap; wide parts (a hand, a
// map) scroll inside their own box. A failure names the route, the size and the elements that
// reach past the window's right edge. (The tables in every phase and seat set-up: monkey.test.mjs.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { fillNewGame, homeReady, openHome, scenarioLink, withApp } from './harness.mjs';
import { GAMES, SHARED_POSITIONS, lessonRoutes, openTable } from './scenarios.mjs';
import { newWeaversGame, playChoice } from './weavers-helpers.mjs';
import { WINDOWS } from './monkey.mjs';


/** Runs in the page: how wide the page is, and the outermost elements that stick out. */
function widthProblems() {
  const vw = document.documentElement.clientWidth;
  const width = document.documentElement.scrollWidth;
  if (width <= vw + 1) return null;
  const out = [];
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right <= vw + 1 || !r.width || clipped(el)) continue;
    if (el.parentElement && el.parentElement.getBoundingClientRect().right > vw + 1 && !clipped(el.parentElement)) continue;
    const cls = [...el.classList].slice(0, 3).join('.');
    const text = (el.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    out.push(`${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${text}" to ${Math.round(r.right)}`);
    if (out.length >= 4) break;
  }
  return `${width} px wide in ${vw}: ${out.join('; ')}`;
}

/** Measures the page shown now at every size; returns "what at WxH: problem" lines. */
async function sweep(page, what) {
  const lines = [];
  for (const [width, height] of WINDOWS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const problem = await page.evaluate(widthProblems);
    if (problem) lines.push(`${what} at ${width}x${height}: ${problem}`);
  }
  return lines;
}

/** Sets the large-table setting (applied to the page at its next load). */
async function largeTable(page, on) {
  await page.evaluate((on) => {
    const settings = JSON.parse(localStorage.getItem('loomhall.settings') || '{}');
    settings.large_table = on;
    localStorage.setItem('loomhall.settings', JSON.stringify(settings));
  }, on);
}

test('no page is wider than its window, at every size, large table off and on', async () => {
  const problems = [];
  await withApp(async ({ page, url, errors, warnings }) => {
    for (const large of [false, true]) {
      const mode = large ? ' (large table)' : '';
      await openHome(page, url);
      await largeTable(page, large);
      await page.reload();
      await homeReady(page);
      problems.push(...(await sweep(page, `home${mode}`)));
      for (const route of ['#/rules', ...GAMES.map((g) => `#/rules/${g}`), ...GAMES.map((g) => `#/new/${g}`)]) {
        await page.goto(url + route);
        await page.locator('main h1').first().waitFor({ timeout: 30000 });
        problems.push(...(await sweep(page, `${route}${mode}`)));
      }
      for (const game of GAMES) {
        await page.setViewportSize({ width: 1100, height: 900 });
        await page.goto(`${url}#/guide/${game}`);
        await page.waitForURL(/#\/table\//, { timeout: 30000 });
        await page.locator('.guide-panel').waitFor({ timeout: 30000 });
        problems.push(...(await sweep(page, `guided ${game}${mode}`)));

        // A shared position's page draws the board without the table around it.
        await page.setViewportSize({ width: 1100, height: 900 });
        await page.goto(url + scenarioLink(game, 'A shared position', SHARED_POSITIONS[game]));
        await page.getByRole('button', { name: 'Save and play' }).waitFor({ timeout: 30000 });
        problems.push(...(await sweep(page, `${game} shared position${mode}`)));
        for (const route of lessonRoutes(game)) {
          await page.setViewportSize({ width: 1100, height: 900 });
          await page.goto(url + route);
          await page.getByRole('button', { name: 'Start chapter 1' }).waitFor({ timeout: 30000 });
          problems.push(...(await sweep(page, `${route}${mode}`)));
        }

        await page.setViewportSize({ width: 1100, height: 900 });
        await openTable(page, url, game);
        problems.push(...(await sweep(page, `${game} table${mode}`)));
        if (game === 'woven') {
          // openTable's Woven game is competitive: the editor is a teaching game's.
          await fillNewGame(page, url, 'woven', [['Ada', 'human']], 3);
          await page.getByLabel(/Teaching mode/).check();
          await page.getByRole('button', { name: 'Start the game' }).click();
          await page.waitForURL(/#\/table\//, { timeout: 30000 });
          await page.locator('.table').waitFor({ timeout: 30000 });
        }
        // The position editor, from the table's menu (a menu button on narrow windows).
        const editor = page.getByRole('button', { name: 'Set up from here' });
        if (!(await editor.count())) {
          problems.push(`${game}: the teaching table offers no "Set up from here"`);
          continue;
        }
        const menu = page.locator('.tool-menu-button');
        if (!(await editor.isVisible()) && (await menu.isVisible())) await menu.click();
        if (!(await editor.isVisible())) {
          problems.push(`${game}: "Set up from here" cannot be reached at 1100x900`);
          continue;
        }
        await editor.click();
        await page.locator('.editor-frame, .position-editor, [class*=editor]').first().waitFor({ timeout: 30000 });
        problems.push(...(await sweep(page, `${game} position editor${mode}`)));
      }
    }
    // The replay viewer, over a teaching game with a few moves.
    await page.setViewportSize({ width: 1100, height: 900 });
    await newWeaversGame(page, url, { teaching: true, seed: 4 });
    for (let i = 0; i < 3; i++) await playChoice(page);
    const replay = page.getByRole('button', { name: 'Watch the replay' });
    const menu = page.locator('.tool-menu-button');
    if (!(await replay.isVisible()) && (await menu.isVisible())) await menu.click();
    await replay.click();
    await page.locator('.replay-controls').waitFor({ timeout: 30000 });
    problems.push(...(await sweep(page, 'the replay viewer')));
    assert.deepEqual(errors, [], 'console errors');
    assert.deepEqual(warnings, [], 'console warnings (every route, every load)');
  });
  assert.deepEqual(problems, [], problems.join('\n'));
});
