// Driving a Weavers game through the real controls, and reading the true game from the save
// (so tests can check what must stay hidden).
import { readFile } from 'node:fs/promises';
import assert from 'node:assert/strict';
import { currentSave, fillNewGame } from './harness.mjs';

const CARDS = new URL('../../cards/weavers/', import.meta.url);
// The built-in sets in library order (src/games/weavers/content.rs, BUILTIN_FILES): card id =
// position in this order.
const FILES = [
  'pyromancer', 'lightwarden', 'arcanist', 'alchemist', 'hexwright',
  'cinder_codex', 'aegis_psalter', 'hollow_litany', 'clockwork_folio', 'serpent_herbal',
];

let names = null;
/** Every built-in card's name, indexed by card id. */
export async function cardNames() {
  if (!names) {
    names = [];
    for (const f of FILES) {
      const text = await readFile(new URL(`${f}.ron`, CARDS), 'utf8');
      for (const m of text.matchAll(/^\s*name:\s*"([^"]+)"/gm)) names.push(m[1]);
    }
  }
  return names;
}

/**
 * Card names a seat holds secretly in a save: its hand, its uncommitted or unrevealed choices,
 * and the cards it played face down as Wild Magic (they stay hidden in its discard pile).
 */
async function hiddenIn(save, seat) {
  const state = JSON.parse(save.snapshot);
  const p = state.players[seat];
  const all = await cardNames();
  const wild = p.discard.filter((d) => d.face_down).map((d) => d.card);
  const ids = [...p.hand, ...p.buried, ...p.discarding, ...(p.cast ? [p.cast.card] : []), ...wild];
  return ids.map((id) => all[id]);
}

/**
 * The page's HTML with the save of the position it draws. The table saves after it draws (a
 * question it answers itself can reveal cards in between), so a save read alone may be a move
 * behind the page: both are read again until the save holds as many actions as the table shows.
 */
async function pageWithSave(page) {
  for (let tries = 0; ; tries++) {
    const before = (await currentSave(page)).raw;
    const html = await page.content();
    const { raw, save } = await currentSave(page);
    const drawn = html.match(/data-actions="(\d+)"/)?.[1];
    if (raw === before && save && String(save.record.actions.length) === drawn) return { html, save };
    if (tries >= 40) throw new Error(`the table did not save the position it shows (${drawn} actions drawn)`);
    await page.waitForTimeout(50);
  }
}

/** Asserts that no card the `seats` hold secretly occurs anywhere in the page's DOM (text or
 *  attributes). */
export async function assertHidden(page, seats, what) {
  const { html, save } = await pageWithSave(page);
  for (const seat of seats) {
    for (const name of await hiddenIn(save, seat)) {
      const re = new RegExp(`(^|[^A-Za-z'])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z']|$)`);
      if (re.test(html)) throw new Error(`${what}: "${name}" is in the page`);
    }
  }
}

/**
 * Waits for the human's turn against the computer: a choice to make (or the end), and the
 * computer done choosing at the same time, so the moves come in the same order on every run.
 */
export async function humanTurn(page) {
  await page.waitForSelector('.choice-bar:not(.waiting), .end-dialog', { timeout: 20000 });
  await page.waitForTimeout(30);
  await page.waitForFunction(() => !document.querySelector('.thinking'), null, { timeout: 20000 });
  return (await page.locator('.end-dialog').count()) === 0;
}

/** Sets up a new Weavers game from the new-game page and waits for its table. */
export async function newWeaversGame(page, url, { names = ['Ada', 'Bo'], kinds = ['human', 'human'], decks, teaching = false, seed = 7 } = {}) {
  await fillNewGame(page, url, 'weavers', names.map((name, i) => [name, kinds[i]]), seed);
  const chosen = decks || [['Pyromancer', 'Aegis Psalter'], ['Alchemist', 'Serpent Herbal']];
  for (let i = 0; i < 2; i++) {
    await page.getByLabel(`Seat ${i + 1} Class`).selectOption(chosen[i][0]);
    await page.getByLabel(`Seat ${i + 1} Spellbook`).selectOption(chosen[i][1]);
  }
  if (teaching) await page.getByLabel(/Teaching mode/).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/table\//);
  await page.locator('.table').waitFor();
}

/**
 * The seat holding the device makes its choice with the real controls: finish burying, cast
 * the first card face up (Wild Magic every `wildEvery`th cast when allowed), or choose discards.
 * Returns false when there is nothing to do.
 */
export async function playChoice(page, { wild = false } = {}) {
  const finish = page.getByRole('button', { name: /^Finish burying/ });
  if (await finish.count()) {
    await finish.click();
    return 'bury';
  }
  if (await page.locator('.discard-choice').count()) {
    const confirm = page.locator('.discard-choice button');
    const cards = page.locator('.card-button');
    for (let i = 0; (await confirm.isDisabled()) && i < (await cards.count()); i++) await cards.nth(i).click();
    await confirm.click();
    return 'discard';
  }
  if (await page.locator('.cast-choice').count()) {
    await page.locator('.card-button').first().click();
    const down = page.getByRole('button', { name: 'Play face down: Wild Magic' });
    if (wild && (await down.isEnabled())) await down.click();
    else await page.getByRole('button', { name: 'Cast face up' }).click();
    return 'cast';
  }
  return null;
}

/** Whether the page scrolls (vertically or sideways) at the current size. */
export async function pageScrolls(page) {
  return page.evaluate(() => {
    const el = document.scrollingElement;
    return el.scrollHeight > innerHeight + 1 || el.scrollWidth > innerWidth + 1;
  });
}

/** At a casting choice, asks for the computer's hints and checks them: its top three choices, each
 *  with reasons a player can check (the spells it weaves, its instant effect, what Wild Magic
 *  gives up) and last the estimated win rate, marked on the cards. Returns whether it asked
 *  (false: no choice or no hint button yet). */
export async function askForHints(page) {
  const hint = page.getByRole('button', { name: 'What would the computer do?' });
  if (!(await page.locator('.cast-choice').count()) || !(await hint.count())) return false;
  await hint.click();
  const items = page.locator('.hints li.hint');
  await items.first().waitFor({ timeout: 10000 });
  assert.ok((await items.count()) <= 3);
  const first = items.first();
  assert.match(await first.locator('.hint-choice').innerText(), /^(Cast .* face up|Play .* face down as Wild Magic)$/);
  const reasons = await first.locator('.hint-reasons li:not(.hint-rate)').allInnerTexts();
  assert.ok(reasons.length >= 1, 'a cast has at least one reason');
  assert.ok(
    reasons.every((r) => /^(its instant effect: |completes |weaves |starts |blocks |Wild Magic gives every component|gives up )/.test(r)),
    `reasons in the game's words: ${reasons.join(' | ')}`,
  );
  assert.match(await first.locator('.hint-reasons li.hint-rate').innerText(), /^the computer's simulations won about \d+%$/);
  assert.ok((await page.locator('.hint-mark').count()) >= 1);
  await page.getByRole('button', { name: 'Close the hints' }).click();
  return true;
}
