// Every screen at every size: the table of each of the five games (a mid-game position), the
// home screen and the end screen, measured at eight window sizes. The test reads the boxes of the
// seats, the hand, the choice bar, the toolbar and the log, and fails when two of them overlap,
// when one leaves the window sideways, when something inside one is cut off by an ancestor that
// hides its overflow (or a seat only shows its content by scrolling inside itself), or when text
// runs out of its box. With the large-table setting, card text is at least 18 px at 1920×1080.
//
// 200% zoom: a browser zoomed to 200% in a 1920×1080 window lays the page out in a 960×540 CSS
// pixel viewport (media queries, vw/vh and every box see 960×540; only the device pixel ratio
// doubles, which sharpens the drawing without moving a box), so the test uses that viewport.
// CSS `zoom` on the page would not do: media queries would still see 1920 pixels.
import test from 'node:test';
import assert from 'node:assert/strict';
import { axeProblems, openHome, withApp } from './harness.mjs';
import { GAMES, SIZES, openEndScreen, openTable } from './scenarios.mjs';

/** The boxes measured on a table, by role: [name, selector]. Each board names its own pieces. */
const TABLE = [
  ['toolbar', '.table-bar'],
  ['log', '.game-log'],
  ['seat', '.seat-area, .seat-panel, .sw-side, .woven-side, .character-sheet'],
  ['hand', '.hand-area, .sw-hand, .woven-hand, .weave-hand'],
  ['choice bar', '.choice-bar, .sw-choices, .woven-choices, .weave-choices'],
];
const HOME = [
  ['header', 'body > header, .site-header'],
  ['library', '.library'],
  ['settings', '.settings'],
];
const END = [['end screen', '.end-dialog'], ['scores', '.end-dialog .scores']];

/** The card faces (as in src/app/components/card_zoom.rs). */
const CARDS = '.wcard, .icard, .ichip, .sw-card, .sw-face, .sw-creature, .woven .spell:not(.hidden-card), .story-card, .challenge-card';

/** Runs in the page: the problems with the boxes of `regions` at the current size. */
function measure(regions) {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  const round = (n) => Math.round(n);
  // Shown: larger than a pixel (screen-reader-only text is a 1 px box, before any zoom).
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    const tiny = el.offsetWidth !== undefined && (el.offsetWidth <= 1 || el.offsetHeight <= 1);
    return r.width > 0 && r.height > 0 && !tiny && getComputedStyle(el).visibility !== 'hidden';
  };
  // (Chromium gives boxes to what a closed <details> holds, laid out in a box it does not show: a
  // folded list that scrolls measured 78 px wide there, 304 px once opened.)
  const hidden = (el) => el.closest('.visually-hidden, [hidden], dialog:not([open]), details:not([open]) > :not(summary)');
  const floating = (el) => {
    for (let e = el; e; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return true;
    return false;
  };
  const name = (el) => {
    const cls = [...el.classList].slice(0, 2).join('.');
    const text = (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${text}"`;
  };
  const boxes = [];
  for (const [role, selector] of regions) {
    for (const el of document.querySelectorAll(selector)) {
      if (shown(el) && !hidden(el)) boxes.push({ role, el, r: el.getBoundingClientRect() });
    }
  }
  const found = [...new Set(boxes.map((b) => b.role))];
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide in ${vw})`);
  }
  for (const b of boxes) {
    // The part of the box its scrolling ancestors show (the rest is a scroll away).
    let [left, right] = [b.r.left, b.r.right];
    for (let a = b.el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const ar = a.getBoundingClientRect();
      [left, right] = [Math.max(left, ar.left), Math.min(right, ar.right)];
    }
    if (left < -1 || right > vw + 1) problems.push(`${b.role} leaves the window sideways: ${round(left)}..${round(right)} of ${vw}`);
    if (b.r.top + scrollY < -1) problems.push(`${b.role} starts above the page`);
  }
  // Overlap: two boxes (neither inside the other) that intersect. A box pinned to the window
  // (fixed or sticky, as IOI's hand) may float over the board while the page scrolls, if it
  // leaves most of the window free; a larger one must not cover anything.
  const overlay = (b) => floating(b.el) && b.r.height <= innerHeight / 2 + 1;
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j];
      if (a.el.contains(b.el) || b.el.contains(a.el) || overlay(a) || overlay(b)) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > 1 && h > 1) problems.push(`${a.role} and ${b.role} overlap (${round(w)}×${round(h)} px)`);
    }
  }
  // Clipping and overflowing text inside each box.
  const clips = (el, axis) => ['hidden', 'clip'].includes(getComputedStyle(el)[axis]);
  const scrolls = (el, axis) => ['auto', 'scroll'].includes(getComputedStyle(el)[axis]);
  const reported = new Set();
  const report = (line) => {
    if (!reported.has(line)) problems.push(line);
    reported.add(line);
  };
  for (const b of boxes) {
    for (const el of [b.el, ...b.el.querySelectorAll('*')]) {
      if (hidden(el) || !shown(el)) continue;
      const r = el.getBoundingClientRect();
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const content = ownText || ['svg', 'img', 'button', 'input', 'select'].includes(el.tagName.toLowerCase());
      if (content) {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const ar = a.getBoundingClientRect();
          const cutX = clips(a, 'overflowX') && (r.left < ar.left - 1 || r.right > ar.right + 1);
          const cutY = clips(a, 'overflowY') && (r.top < ar.top - 1 || r.bottom > ar.bottom + 1);
          if (cutX || cutY) report(`${b.role}: ${name(el)} is cut off by ${name(a)}`);
        }
      }
      const style = getComputedStyle(el);
      // (Text inside an SVG drawing is placed in the drawing's units: it has no text box of its own.)
      if (ownText && !(el instanceof SVGElement) && el.clientWidth > 0 && style.textOverflow !== 'ellipsis' && !scrolls(el, 'overflowX') && el.scrollWidth > el.clientWidth + 1) {
        report(`${b.role}: the text of ${name(el)} runs out of its box (${el.scrollWidth} in ${el.clientWidth} px)`);
      }
      if (b.role === 'seat' && scrolls(el, 'overflowY') && el.scrollHeight > el.clientHeight + 2) {
        report(`seat: ${name(el)} is squeezed, its content scrolls inside it (${el.scrollHeight} in ${el.clientHeight} px)`);
      }
    }
  }
  return { problems, found };
}

/** The problems at every size, as "WxH: problem" lines; `must` lists the roles each size shows. */
async function checkSizes(page, what, regions, must) {
  const lines = [];
  for (const [width, height, size] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.waitForTimeout(100);
    const { problems, found } = await page.evaluate(measure, regions);
    for (const role of must) if (!found.includes(role)) problems.push(`no ${role} is shown`);
    lines.push(...problems.map((p) => `${what} at ${size}: ${p}`));
  }
  return lines;
}

/** The smallest text size (px) inside the card faces shown. */
function smallestCardText(cards) {
  let smallest = Infinity;
  for (const card of document.querySelectorAll(cards)) {
    for (const el of [card, ...card.querySelectorAll('*')]) {
      if (el.closest('.visually-hidden') || !el.getClientRects().length) continue;
      if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
      // The size as drawn: the computed size times any CSS zoom on the way up, or, inside an
      // SVG drawing (a symbol), times the drawing's own scale (its box over its viewBox).
      const zoom = el.currentCSSZoom ?? 1;
      const svg = el.closest('svg');
      const scale = svg?.viewBox?.baseVal?.width ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : zoom;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize) * scale);
    }
  }
  return smallest;
}

/** The smallest text (px, as drawn) anywhere on the table, with where it is: CSS zoom counted,
 *  and text inside an SVG drawing scaled as the drawing is (its box over its viewBox). */
function smallestTableText() {
  let smallest = { px: Infinity, where: '' };
  const walker = document.createTreeWalker(document.querySelector('.table'), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('.visually-hidden, [hidden]') || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    let px = parseFloat(style.fontSize) * (el.currentCSSZoom ?? 1);
    const svg = el.closest('svg');
    if (svg && svg.viewBox?.baseVal?.width) px = parseFloat(style.fontSize) * (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width);
    if (px < smallest.px) smallest = { px, where: `${el.tagName.toLowerCase()}.${String(el.className?.baseVal ?? el.className).trim().replace(/\s+/g, '.')} "${n.textContent.trim().slice(0, 20)}"` };
  }
  return smallest;
}

for (const game of GAMES) {
  test(`${game}: the table at eight sizes, nothing overlapping or cut off; large table at 1920x1080`, () =>
    withApp(async ({ page, url, errors }) => {
      await openTable(page, url, game);
      await page.mouse.move(0, 0);
      const problems = await checkSizes(page, game, TABLE, ['toolbar', 'log', 'seat', 'hand', 'choice bar']);
      // The large table: card text at least 18 px on a 1920×1080 projector, the layout still whole.
      await page.evaluate(() => {
        const settings = JSON.parse(localStorage.getItem('loomhall.settings') || '{}');
        localStorage.setItem('loomhall.settings', JSON.stringify({ ...settings, large_table: true }));
      });
      await page.setViewportSize({ width: 1920, height: 1080 });
      const before = await page.evaluate(smallestCardText, CARDS);
      await page.reload();
      await page.locator('.table').waitFor({ timeout: 30000 });
      if (game === 'woven') await page.getByRole('heading', { name: 'Hand' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.largeTable), 'true');
      const large = await page.evaluate(smallestCardText, CARDS);
      assert.ok(Number.isFinite(large), `${game}: no card is shown`);
      assert.ok(large >= 18, `${game}: the smallest card text is ${large.toFixed(1)} px with the large table (${before.toFixed(1)} px without)`);
      // No text anywhere on the table under 18 px (the map's words included), and the board uses
      // the width: the layout is not that of a small window drawn twice as large.
      const text = await page.evaluate(smallestTableText);
      assert.ok(text.px >= 17.95, `${game}: ${text.where} is ${text.px.toFixed(1)} px with the large table`);
      // (The table's main area less the log beside it: a board may be drawn with `display: contents`.)
      const board = await page.evaluate(() => {
        const main = document.querySelector('.table-main').getBoundingClientRect();
        const log = document.querySelector('.table-main > .game-log')?.getBoundingClientRect();
        return log && log.left > main.left + main.width / 2 ? log.left - main.left : main.width;
      });
      assert.ok(board >= 1200, `${game}: the board is ${Math.round(board)} px wide of 1920`);
      const { problems: largeProblems } = await page.evaluate(measure, TABLE);
      problems.push(...largeProblems.map((p) => `${game} large table at 1920x1080: ${p}`));
      assert.deepEqual(problems, []);
      assert.deepEqual(errors, []);
    }));
}

test('home at eight sizes', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    assert.deepEqual(await checkSizes(page, 'home', HOME, ['library', 'settings']), []);
    assert.deepEqual(errors, []);
  }));

test('the end screen at eight sizes: the score table is whole or scrolls in its box', () =>
  withApp(async ({ page, url, errors }) => {
    await openEndScreen(page, url);
    assert.deepEqual(await checkSizes(page, 'end screen', END, ['end screen', 'scores']), []);
    assert.deepEqual(errors, []);
  }));

test('a rule cited in the log opens over the table; any card zooms; the tools fold into a menu on a phone', () =>
  withApp(async ({ page, url, errors }) => {
    await openTable(page, url, 'weavers');
    // The teacher casts for Player 1: the log cites "2. Casting Phase · Play a card".
    await page.locator('.card-button').first().click();
    await page.getByRole('button', { name: 'Cast face up' }).click();
    const cite = page.locator('.log-line .cite').first();
    await cite.waitFor();
    const table = page.url();
    const href = await cite.getAttribute('href');

    // The rule opens in a dialog over the table, the focus in it; Esc closes it, the focus goes back.
    await cite.click();
    const popover = page.locator('dialog.rule-popover[open]');
    await popover.waitFor();
    assert.equal(page.url(), table, 'the table stays');
    assert.match(await popover.getByRole('heading', { level: 2 }).innerText(), /Weavers — Play a card/);
    const text = await popover.locator('.popover-text p').first().innerText();
    assert.ok(await page.evaluate(() => document.querySelector('dialog.rule-popover').contains(document.activeElement)));
    assert.deepEqual(await axeProblems(page), [], 'the rule popover');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('href')), href, 'the focus is back on the link');
    // Shut and opened again at once (Esc then Enter before the table draws it shut), it opens:
    // a few times, since which comes first, the dialog's close event or the Enter, varies.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Enter');
      await popover.waitFor();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await popover.waitFor({ timeout: 5000 });
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
    }
    // By keyboard, and closed by a click outside it.
    await page.keyboard.press('Enter');
    await popover.waitFor();
    await page.mouse.click(3, 3);
    await popover.waitFor({ state: 'detached' });
    // The text is the rules page's.
    await page.goto(url + href);
    await page.locator(`[id="${href.split('/').pop()}"]`).waitFor();
    assert.ok(await page.locator('.rules-reference p', { hasText: text }).count(), 'the same words as the rules page');
    await page.goBack();
    await page.locator('.table').waitFor();

    // A card on the table (not a button) zooms on a tap, and by keyboard with Enter.
    const still = page.locator('[data-zoomable]').first();
    const name = (await still.locator('.wc-name').innerText()).trim();
    await still.click();
    const zoom = page.locator('dialog.card-zoom[open]');
    await zoom.waitFor();
    assert.equal((await zoom.locator('.wc-name').innerText()).trim(), name);
    const size = (loc) => loc.evaluate((el) => el.getBoundingClientRect().height);
    assert.ok((await size(zoom.locator('.wc-name'))) >= 1.5 * (await size(still.locator('.wc-name'))), 'the copy is larger');
    assert.deepEqual(await axeProblems(page), [], 'the card zoom');
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await still.focus();
    await page.keyboard.press('Enter');
    await zoom.waitFor();
    await page.mouse.click(3, 3);
    await zoom.waitFor({ state: 'detached' });
    // A card in the hand: Z on it, or a long press (a right click here), zooms without choosing it.
    const card = page.locator('.hand .card-button').nth(1);
    const handName = (await card.locator('.wc-name').innerText()).trim();
    await card.focus();
    await page.keyboard.press('z');
    await zoom.waitFor();
    assert.equal((await zoom.locator('.wc-name').innerText()).trim(), handName);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    // Z with nothing focused zooms nothing.
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press('z');
    await page.waitForTimeout(200);
    assert.equal(await zoom.count(), 0, 'Z away from a card zooms nothing');
    const chosen = await page.locator('.hand .card-button[aria-pressed="true"]').count();
    await card.click({ button: 'right' });
    await zoom.waitFor();
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    // A finger held on a card: the copy opens after a moment, and lifting it chooses nothing.
    await card.evaluate((el) => el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true })));
    await zoom.waitFor();
    await card.evaluate((el) => {
      el.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', bubbles: true }));
      el.click();
    });
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.hand .card-button[aria-pressed="true"]').count(), chosen, 'zooming chose nothing');

    // On a phone the tools are behind "Menu"; Esc folds them again.
    await page.setViewportSize({ width: 390, height: 844 });
    const exportButton = page.getByRole('button', { name: 'Export this game as a file' });
    assert.equal(await exportButton.isVisible(), false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    assert.ok(await exportButton.isVisible());
    await exportButton.focus();
    await page.keyboard.press('Escape');
    assert.equal(await exportButton.isVisible(), false);
    assert.deepEqual(errors, []);
  }));

test('the large-table setting: chosen on the home screen, kept, and the table drawn larger', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    const box = page.getByLabel(/^Large table/);
    assert.equal(await box.isChecked(), false);
    await box.check();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.largeTable), 'true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Loomhall' }).waitFor();
    assert.equal(await page.getByLabel(/^Large table/).isChecked(), true);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.largeTable), 'true');
    assert.deepEqual(errors, []);
  }));
