// Spellweaver in the browser, against the release build in dist/: the deck builder on the
// new-game page (an illegal deck refused with the rule it breaks, a legal one saved, exported
// and chosen for a seat) and a game against the computer played by clicking; a combat against
// the computer from a scenario position, where the computer's blocks and the player's instant
// decide the game, with the arrows drawn and a reload mid-combat; pass-and-play with the end-of-
// turn instant window behind the hand-off; importing a deck file (an exported deck back, a
// malformed file refused); teaching mode from a scenario link: the position editor (a value out
// of range refused, then a position set and played from), hints on the cards, a creature's
// activated ability by clicking, undo back to the previous position, and a whole turn played with
// the keyboard only. At 1024×768, 768×1024, 390×844 and 1440×900 the question bar covers neither
// the combat nor the stack nor a combat row. Axe finds nothing serious. Screenshots at four sizes
// (and of the editor) go to docs/screenshots/spellweaver/ with LOOMHALL_SCREENSHOTS=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import {
  actions, axeProblems, currentSave, fillNewGame, fixSeeds, openHome, openScenarioLink, scenarioLink, waitForActions, withApp,
} from './harness.mjs';
import { SPELLWEAVER_COMBAT as COMBAT } from './scenarios.mjs';

const SHOTS = process.env.LOOMHALL_SCREENSHOTS
  ? new URL('../../docs/screenshots/spellweaver/', import.meta.url)
  : new URL('file:///tmp/loomhall-spellweaver/');

async function shoot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname, fullPage: false });
}

/** The combat's seed: with it the easy computer (which plays a random move one time in five)
 *  blocks rather than blunders. */
const COMBAT_SEED = 1;

const scenarioHash = (scenario, title) => scenarioLink('spellweaver', title, scenario);

/** Opens a position dealt from `seed` and makes it a competitive game with these seats. The
 *  seed fixes the computer's answers too (each is searched from the game's seed). */
async function openPosition(page, url, scenario, seats, seed) {
  await fixSeeds(page, seed);
  await openScenarioLink(page, url, scenarioHash(scenario, 'Spellweaver test'));
  await page.locator('.spellweaver').waitFor({ timeout: 30000 });
  const { slot, raw } = await currentSave(page);
  const title = seats.map((s) => s.name).join(' vs ');
  const patched = raw
    .replace(/"meta":\{"title":"[^"]*","seats":\[[^\]]*\]/, `"meta":{"title":"${title}","seats":${JSON.stringify(seats)}`)
    .replace(/,"teaching":true/, '');
  assert.notEqual(patched, raw);
  await page.evaluate(([s, text]) => localStorage.setItem(`loomhall.save.${s}`, text), [slot, patched]);
  await page.reload();
  await page.locator('.spellweaver').waitFor({ timeout: 30000 });
  return slot;
}

/** The four window sizes the table is checked and photographed at. */
const SIZES = [[1024, 768], [768, 1024], [390, 844], [1440, 900]];

/** Boxes the question bar covers on screen: the combat, the stack or a combat row, with the page
 *  scrolled to its top, its middle and its end (a pinned bar would cover them somewhere). */
async function coveredByBar(page) {
  return page.evaluate(async () => {
    const bar = document.querySelector('.sw-choices');
    const boxes = [...document.querySelectorAll('.sw-combat, .sw-stack, .sw-row-combat')];
    if (!bar || !boxes.length) return [`nothing to measure (bar ${!!bar}, boxes ${boxes.length})`];
    const el = document.scrollingElement;
    const faults = [];
    for (const y of [0, (el.scrollHeight - innerHeight) / 2, el.scrollHeight]) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const b = bar.getBoundingClientRect();
      for (const box of boxes) {
        const r = box.getBoundingClientRect();
        const high = Math.min(b.bottom, r.bottom) - Math.max(b.top, r.top);
        const wide = Math.min(b.right, r.right) - Math.max(b.left, r.left);
        if (high > 0.5 && wide > 0.5) faults.push(`${box.className} (scrolled to ${Math.round(el.scrollTop)})`);
      }
    }
    window.scrollTo(0, 0);
    return faults;
  });
}

/** At each of the four sizes: the question bar covers nothing being decided. */
async function assertBarCoversNothing(page, what) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    assert.deepEqual(await coveredByBar(page), [], `${what} at ${width}×${height}`);
  }
}

/** Opens a position as a teaching game (every hand open, the teacher acts for both players). */
async function openLesson(page, url, scenario, seed) {
  await fixSeeds(page, seed);
  await openScenarioLink(page, url, scenarioHash(scenario, 'Spellweaver lesson'));
  await page.locator('.spellweaver').waitFor({ timeout: 30000 });
}

/** Teaching mode shows the events of an action one at a time (if it had any): once the action
 *  is recorded, step through them, by clicking "Next"/"Done" or (`keys`) with Enter on it, which
 *  has the focus. */
async function seeEvents(page, before, keys = false) {
  await waitForActions(page, before);
  const next = page.locator('.event-stepper button.primary');
  await page.waitForTimeout(50);
  while (await next.count()) {
    if (keys) {
      assert.match(await page.evaluate(() => document.activeElement?.textContent || ''), /Next event|Done/);
      await page.keyboard.press('Enter');
    } else {
      await next.click();
    }
    await page.waitForTimeout(20);
  }
}

/** Tabs to the control whose text matches `re`, presses `key` on it, and sees the events. */
async function keyPlay(page, re, key = 'Enter') {
  await tabTo(page, re);
  const before = await actions(page);
  await page.keyboard.press(key);
  await seeEvents(page, before, true);
}

/** Clicks, and sees the events of the action it made. */
async function clickPlay(page, locator) {
  const before = await actions(page);
  await locator.click();
  await seeEvents(page, before);
}

/** Presses Tab until the focused element's text matches `re`; returns that text. */
async function tabTo(page, re) {
  for (let i = 0; i < 400; i++) {
    const text = await page.evaluate(() => document.activeElement?.innerText || '');
    if (re.test(text)) return text;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${re}`);
}

const side = (page, name) => page.locator(`.sw-side[aria-label="${name}'s side"]`);
const lifeOf = async (page, name) => Number((await side(page, name).locator('.sw-life').innerText()).replace(/\D/g, ''));

const turnButton = (page, name) => page.locator('.sw-turn-buttons button', { hasText: name });
const prompt = (page) => page.locator('.sw-prompt').innerText();

/** Waits until Ada may act (the computer has finished), or the game is over. */
async function myTurn(page) {
  await page.waitForSelector('.sw-choices, .end-dialog', { timeout: 30000 });
  await page.waitForFunction(() => !document.querySelector('.thinking'), null, { timeout: 30000 });
}

/** Selects the first hand card with a play other than a Divine Offering (tried in turn). */
async function cardWithAPlay(page) {
  const cards = page.locator('.sw-hand .sw-card.can-act');
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    const plays = page.locator('.sw-picked button.sw-play').filter({ hasNotText: 'Divine Offering' });
    if (await plays.count()) return true;
    await page.getByRole('button', { name: 'Cancel (Esc)' }).click();
  }
  return false;
}

/** One click of a plain strategy: keep, a shrine for a level, a playable card (aimed at the
 *  first target offered), attack the hero with every ready creature, then move on. */
async function playOne(page) {
  const before = await actions(page);
  const picked = page.locator('.sw-picked button.sw-play');
  const keep = turnButton(page, 'Keep this hand');
  let what;
  if (await keep.count()) {
    what = 'keep';
    await keep.click();
  } else if (await picked.count()) {
    const level = picked.filter({ hasText: 'for a level' });
    const hero = picked.filter({ hasText: 'enemy hero' });
    const rest = picked.filter({ hasNotText: 'Divine Offering' });
    const b = (await level.count()) ? level.first() : (await hero.count()) ? hero.first() : rest.first();
    what = await b.innerText();
    await b.click();
  } else if (await page.locator('.sw-side:not(.far) .sw-creature.can-act').count() && /Declare attackers/.test(await prompt(page))) {
    await page.locator('.sw-side:not(.far) .sw-creature.can-act').first().click();
    return 'selected an attacker';
  } else if (!/Offering/.test(await prompt(page)) && (await cardWithAPlay(page))) {
    return 'selected a card';
  } else {
    const b = page.locator('.sw-turn-buttons button').first();
    what = await b.innerText();
    await b.click();
  }
  await waitForActions(page, before, 30000);
  return what;
}

test('the deck builder refuses an illegal deck with its reason, saves and exports a legal one; a game against the computer with it', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await fillNewGame(page, url, 'spellweaver', [['Ada', 'human'], ['Bot', 'ismcts:easy']], 11);
    await page.getByRole('button', { name: 'Open the deck builder' }).click();
    const builder = page.locator('.sw-builder');
    await builder.getByLabel('Start from').selectOption('Dawn Legion');
    await builder.locator('.sw-deck-ok').waitFor();
    assert.match(await builder.locator('.sw-deck-ok').innerText(), /60 cards: a legal deck/);
    // 59 cards: refused with the rule.
    await builder.getByRole('button', { name: /^Remove a Dawn Sentry/ }).click();
    await builder.getByRole('button', { name: 'Save deck' }).click();
    assert.match(await builder.locator('.sw-notice-bad').innerText(), /Not saved: A deck holds at least 60 cards; this one has 59/);
    // Five copies: refused with the rule.
    for (let i = 0; i < 3; i++) await builder.getByRole('button', { name: /^Add a Gilded Lancer/ }).click();
    await builder.getByRole('button', { name: 'Save deck' }).click();
    assert.match(await builder.locator('.sw-notice-bad').innerText(), /At most 4 copies .* Gilded Lancer appears 5 times/);
    assert.deepEqual(await axeProblems(page), [], 'deck builder');
    await builder.getByRole('button', { name: /^Remove a Gilded Lancer/ }).click();
    await builder.getByLabel('Deck name').fill('Lancers');
    await builder.getByRole('button', { name: 'Save deck' }).click();
    assert.match(await builder.locator('.sw-notice-ok').innerText(), /Saved “Lancers”/);
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('loomhall.spellweaver.decks')));
    assert.equal(stored[0].name, 'Lancers');
    assert.equal(stored[0].cards.reduce((n, [c]) => n + c, 0), 61);
    const [download] = await Promise.all([page.waitForEvent('download'), builder.getByRole('button', { name: 'Export as a file' }).click()]);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    assert.equal(file.format, 'loomhall.spellweaver.deck');
    assert.equal(file.deck.name, 'Lancers');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'deck-builder-390x844');
    await page.setViewportSize({ width: 1100, height: 900 });

    // The saved deck for Ada, then a game against the computer.
    await page.getByLabel('Seat 1 deck').selectOption('saved:Lancers');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//, { timeout: 30000 });
    await page.locator('.spellweaver').waitFor({ timeout: 30000 });
    const { save } = await currentSave(page);
    assert.match(JSON.stringify(save.meta), /Lancers|Ada/);
    const log = [];
    for (let i = 0; i < 60; i++) {
      await myTurn(page);
      if (await page.locator('.end-dialog').count()) break;
      const t = await page.locator('.sw-turn').innerText();
      if (/Turn [5-9]/.test(t)) break;
      log.push(await playOne(page));
    }
    console.log(log.join('\n'));
    // "Why not?" on the board: a card without a play of its own (Divine Offering takes any
    // card) is not marked playable, and tapping it says why, with the rule.
    const unmarked = page.locator('.sw-hand .sw-card:not(.can-act)');
    if (await unmarked.count()) {
      await unmarked.first().click();
      await page.locator('.why-not').waitFor();
      assert.match(await page.locator('.why-not').innerText(), /Not allowed: [\s\S]+§ /);
      await page.getByRole('button', { name: 'Close the explanation' }).click();
    }
    assert.ok(log.includes('keep'));
    assert.ok(log.some((l) => /for a level/.test(l || '')), 'a shrine was played for a level');
    assert.match(await page.locator('.sw-turn').innerText(), /Turn [3-9]/);
    assert.ok((await page.locator('.game-log li').count()) > 5);
    assert.deepEqual(errors, []);
  }));

test('a combat against the computer: attacks by tapping, the computer blocks, an instant after the blocks, a reload mid-combat', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPosition(page, url, COMBAT, [{ name: 'Ada', kind: 'human' }, { name: 'Bot', kind: 'bot', bot: 'ismcts:easy' }], COMBAT_SEED);
    await myTurn(page);
    assert.match(await prompt(page), /Declare attackers/);
    for (const name of ['Gilded Lancer', 'Oathsworn Captain']) {
      const before = await actions(page);
      await page.locator('.sw-side:not(.far) .sw-creature', { hasText: name }).click();
      // The enemy hero is marked as a target: tap it.
      await page.locator('.sw-side.far .sw-hero.target').click();
      await waitForActions(page, before);
    }
    assert.equal(await page.locator('.sw-combat-map .sw-arrow-attack').count(), 2);
    assert.deepEqual(await axeProblems(page), [], 'attacks declared');
    // A creature that may not attack again, tapped, says why in the rules' words.
    const declared = await actions(page);
    await page.locator('.sw-side:not(.far) .sw-creature', { hasText: 'Gilded Lancer' }).click();
    await page.locator('.why-not').waitFor();
    assert.match(await page.locator('.why-not').innerText(), /Not allowed: Gilded Lancer is already attacking/);
    assert.equal(await actions(page), declared, 'a refused attack changes nothing');
    await page.getByRole('button', { name: 'Close the explanation' }).click();
    // Reload mid-combat: the same attacks.
    const n = await actions(page);
    await page.reload();
    await page.locator('.spellweaver').waitFor({ timeout: 30000 });
    assert.equal(await actions(page), n);
    assert.equal(await page.locator('.sw-combat-map .sw-arrow-attack').count(), 2);
    await turnButton(page, 'Done attacking').click();
    // The computer blocks; then Ada's last window before damage.
    await page.locator('.sw-prompt', { hasText: 'Blocks are set' }).waitFor({ timeout: 60000 });
    const blocks = await page.locator('.sw-combat-map .sw-arrow-block').count();
    console.log(`blocks: ${blocks}; ${await page.locator('.sw-combat-words').innerText()}`);
    assert.equal(blocks, 1, 'the computer blocks (3 life against 4 attack)');
    assert.match(await page.locator('.sw-combat-map .sw-arrow-block text').first().textContent(), /◈1/);
    // The question bar covers neither the combat nor the combat rows at any of the four sizes.
    await assertBarCoversNothing(page, 'blocks set');
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      // As a player sees it: the focused Pass scrolled into view, the combat above it.
      await page.locator('.sw-choices').evaluate((bar) => bar.scrollIntoView({ block: 'end' }));
      await shoot(page, `table-${width}x${height}`);
    }
    // The instant: Rallying Cry, then let it resolve.
    const before = await actions(page);
    await page.locator('.sw-hand .sw-card', { hasText: 'Rallying Cry' }).click();
    await page.locator('.sw-picked button.sw-play', { hasText: 'Play Rallying Cry' }).click();
    await waitForActions(page, before);
    // Bot may answer; then Ada passes until the combat resolves.
    for (let i = 0; i < 6 && !(await page.locator('.end-dialog').count()); i++) {
      await myTurn(page);
      if (await page.locator('.end-dialog').count()) break;
      if (!/Blocks are set|stack/.test(await prompt(page))) break;
      const b = await actions(page);
      await turnButton(page, 'Pass').click();
      await waitForActions(page, b, 30000);
    }
    const logText = await page.locator('.game-log').innerText();
    assert.match(logText, /Rallying Cry/);
    assert.match(logText, /blocks/);
    // An unblocked attacker with +1 attack deals 3: the computer's hero falls.
    await page.locator('.end-dialog').waitFor({ timeout: 30000 });
    assert.match(await page.locator('.end-dialog').innerText(), /Ada wins/);
    // The reason and the summary use the players' names, never "Player 2" or "player 2".
    assert.match(await page.locator('.end-dialog').innerText(), /Bot loses: their life is below 1/);
    assert.doesNotMatch(await page.locator('.end-dialog').innerText(), /player \d/i);
    assert.doesNotMatch(await page.locator('.sw-status').innerText(), /player \d/i);
    assert.doesNotMatch(await page.locator('.game-log').innerText(), /player \d/i);
    await shoot(page, 'end-1440x900');
    assert.deepEqual(await axeProblems(page), [], 'end of the game');
    assert.deepEqual(errors, []);
  }));

test('pass and play: the end-of-turn instant window is asked behind the hand-off, with no hand shown there', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    // With the setting off (it is on by default), a person is asked even with nothing to answer.
    await page.getByLabel(/^Pass-and-play: skip asking people who have no possible answer/).uncheck();
    await fillNewGame(page, url, 'spellweaver', [['Ada', 'human'], ['Bo', 'human']], 5);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//, { timeout: 30000 });
    let window = false;
    for (let i = 0; i < 30 && !window; i++) {
      await page.waitForSelector('.hand-off, .sw-choices', { timeout: 30000 });
      if (await page.locator('.hand-off').count()) {
        assert.equal(await page.locator('.sw-hand, .sw-choices').count(), 0, 'a hand shows at the hand-off');
        const to = (await page.locator('.hand-off h2').innerText()).match(/Pass to (\w+)/)[1];
        await page.getByRole('button', { name: `I am ${to}: show my table` }).click();
        await page.locator('.sw-choices').waitFor();
        if (/End of the other player's turn/.test(await prompt(page))) {
          window = true;
          assert.equal(to, 'Bo');
          // Pass has the focus: Enter passes without revealing anything.
          assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Pass');
          assert.deepEqual(await axeProblems(page), [], 'instant window');
          await shoot(page, 'instant-window-1100x900');
          const b = await actions(page);
          await page.keyboard.press('Enter');
          await waitForActions(page, b);
        }
        continue;
      }
      const b = await actions(page);
      await page.locator('.sw-turn-buttons button').first().click();
      await waitForActions(page, b);
    }
    assert.ok(window, 'Bo was asked at the end of Ada\'s turn');
    assert.deepEqual(errors, []);
  }));

test('the deck builder imports an exported deck file and refuses a malformed one with the reason', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await fillNewGame(page, url, 'spellweaver', [['Ada', 'human'], ['Bo', 'human']], 3);
    await page.getByRole('button', { name: 'Open the deck builder' }).click();
    const builder = page.locator('.sw-builder');
    await builder.getByLabel('Start from').selectOption('Dawn Legion');
    await builder.getByLabel('Deck name').fill('Dawn again');
    await builder.getByRole('button', { name: 'Remove a Dawn Sentry' }).click();
    await builder.getByRole('button', { name: /^Add a Gilded Lancer/ }).click();
    const copies = async (card) => Number(await builder.getByLabel(new RegExp(`^\\d+ copies of ${card}$`)).innerText());
    const [sentries, lancers] = [await copies('Dawn Sentry'), await copies('Gilded Lancer')];
    const [download] = await Promise.all([page.waitForEvent('download'), builder.getByRole('button', { name: 'Export as a file' }).click()]);
    assert.equal(download.suggestedFilename(), 'dawn-again.spellweaver-deck.json');
    const exported = await download.path();

    // Something else in the builder, then the file back: the same hero, name and cards.
    await builder.getByLabel('Start from').selectOption('Emberfang Horde');
    assert.equal(await copies('Dawn Sentry'), 0);
    const input = builder.locator('input[type="file"]');
    await input.setInputFiles(exported);
    await builder.locator('.sw-notice-ok', { hasText: 'Imported' }).waitFor();
    assert.match(await builder.locator('.sw-notice-ok').innerText(), /Imported “Dawn again”: legal; save it to play it/);
    assert.equal(await builder.getByLabel('Deck name').inputValue(), 'Dawn again');
    assert.match(await builder.getByRole('combobox', { name: /^Hero/ }).inputValue(), /Aurelia/);
    assert.deepEqual([await copies('Dawn Sentry'), await copies('Gilded Lancer')], [sentries, lancers]);
    assert.match(await builder.locator('.sw-deck-ok').innerText(), /60 cards: a legal deck/);

    // A broken file and a file of another kind: refused, and the deck in the builder stays.
    await input.setInputFiles({ name: 'broken.spellweaver-deck.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "loomhall.spellweaver.deck", "deck": {"name": ') });
    await builder.locator('.sw-notice-bad').waitFor();
    assert.match(await builder.locator('.sw-notice-bad').innerText(), /^Not imported: not a Spellweaver deck file \(EOF while parsing/);
    await input.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'loomhall-save', deck: { name: 'x', hero: 'y', cards: [] } })) });
    await builder.locator('.sw-notice-bad', { hasText: 'loomhall-save' }).waitFor();
    assert.match(await builder.locator('.sw-notice-bad').innerText(), /^Not imported: not a Spellweaver deck file \(format 'loomhall-save'\)$/);
    assert.equal(await builder.getByLabel('Deck name').inputValue(), 'Dawn again');
    assert.deepEqual(await axeProblems(page), [], 'deck builder after an import');
    assert.deepEqual(errors, []);
  }));

/** A lesson: Player 1 (Rage) with Ember Slinger, whose ability is "exhaust, 1 mana: 1 damage to a
 *  creature or hero", and two cards to play; Player 2 behind a Chapel Guard. */
const LESSON = {
  seats: [
    {
      hero: 'Korrag Emberfist',
      hand: ['Firebolt', 'Cinder Goblin', 'Shrine of Embers'],
      board: [{ name: 'Ember Slinger' }],
      crystals: 3,
      mana: 3,
      levels: 'RR',
    },
    { hero: 'Aurelia, Dawn Regent', board: [{ name: 'Chapel Guard' }] },
  ],
  active: 0,
  phase: 'Deploy',
  turn: 3,
};

test('teaching mode: the position editor refuses a value out of range, sets a position, and play goes on from it', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openLesson(page, url, LESSON, 21);
    await page.getByRole('button', { name: 'Set up from here' }).click();
    const editor = page.locator('.sw-editor');
    await editor.waitFor();
    assert.deepEqual(await axeProblems(page), [], 'position editor');
    // Every control is at least 44 px tall or wide (a checkbox: its label, which toggles it).
    const small = await editor.evaluate((e) =>
      [...e.querySelectorAll('button, select, input, summary')]
        .map((x) => [x.getAttribute('aria-label') || x.textContent.trim().slice(0, 30) || x.type,
          (x.type === 'checkbox' ? x.closest('label') : x).getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < 24 || r.height < 24 || (r.height < 44 && r.width < 44)))
        .map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    assert.deepEqual(small, []);

    // Out of range: refused with the engine's reason.
    const life = editor.getByLabel(/Life of Player 1/);
    await life.fill('50');
    await life.press('Tab');
    await editor.getByRole('button', { name: 'Start from this position' }).click();
    assert.match(await editor.locator('.banner.warning').innerText(), /cannot start: scenario: seat 1: life is 1 to 39 \(the game would be over\), not 50/);

    // The position: life, mana, levels, hand, creatures (row, damage, exhausted), the phase.
    const set = async (label, value) => {
      const field = editor.getByLabel(label);
      await field.fill(String(value));
      await field.press('Tab');
    };
    await set(/Life of Player 1/, 12);
    await set(/Crystals \(mana crystals of Player 1\)/, 5);
    await set(/Mana of Player 1 now/, 4);
    await set(/Rage levels of Player 1/, 3);
    await editor.getByRole('button', { name: "Remove Firebolt from Player 1's hand" }).click();
    await editor.getByLabel(/Add to the hand of Player 1/).selectOption('Cinder Goblin');
    await set(/Damage of Ember Slinger \(Player 1\)/, 1);
    await editor.getByLabel(/Put a creature into play for Player 2/).selectOption('Gilded Lancer');
    await editor.getByLabel(/Exhausted of Gilded Lancer \(Player 2\)/).check();
    await editor.getByLabel(/Row of Chapel Guard \(Player 2\)/).selectOption('support');
    await editor.getByLabel('Starts at').selectOption('attack');
    assert.equal(await editor.locator('.banner.warning').count(), 0, 'an edit answers the refusal');
    assert.match(await editor.locator('.sw-edit-list').first().innerText(), /Cinder Goblin\s+×\s+Shrine of Embers\s+×\s+Cinder Goblin/);
    for (const [width, height] of [[1024, 768], [390, 844]]) {
      await page.setViewportSize({ width, height });
      const wide = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
      assert.ok(wide <= 0, `the editor scrolls sideways by ${wide} px at ${width}×${height}`);
      await editor.evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await shoot(page, `editor-${width}x${height}`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });

    // Start: a new teaching game in that position.
    const before = page.url();
    await editor.getByRole('button', { name: 'Start from this position' }).click();
    await page.waitForURL((u) => u.href !== before && /#\/table\//.test(u.href));
    await page.locator('.spellweaver').waitFor();
    assert.match(await page.locator('.sw-turn').innerText(), /Turn 3 · Attack · Player 1's turn/);
    const ada = side(page, 'Player 1');
    assert.equal(await lifeOf(page, 'Player 1'), 12);
    assert.match(await ada.locator('.sw-resources').innerText(), /Mana 4 of 5 crystals/);
    assert.match(await ada.locator('.sw-levels').innerText(), /Rage 3/);
    assert.match(await ada.locator('.sw-creature', { hasText: 'Ember Slinger' }).innerText(), /♥1\/2/);
    const bo = side(page, 'Player 2');
    assert.match(await bo.locator('.sw-row-combat .sw-creature', { hasText: 'Gilded Lancer' }).innerText(), /exhausted/);
    assert.equal(await bo.locator('.sw-row-support .sw-creature', { hasText: 'Chapel Guard' }).count(), 1);
    assert.equal(await page.locator('.sw-hand').first().locator('.sw-card', { hasText: 'Cinder Goblin' }).count(), 2);

    // Play from it: the Slinger attacks; the exhausted Lancer cannot block; 1 damage. Its
    // ability can aim at the hero too, so tapping the hero lists just those two plays.
    await ada.locator('.sw-creature', { hasText: 'Ember Slinger' }).click();
    await bo.locator('.sw-hero.target').click();
    const plays = await page.locator('.sw-picked button.sw-play').allInnerTexts();
    assert.deepEqual(plays.sort(), ['Activate Ember Slinger (exhaust, 1 mana) on the enemy hero', 'Ember Slinger attacks the enemy hero']);
    await clickPlay(page, page.locator('.sw-picked button.sw-play', { hasText: 'attacks the enemy hero' }));
    await clickPlay(page, turnButton(page, 'Done attacking'));
    assert.match(await prompt(page), /block/i);
    await clickPlay(page, turnButton(page, 'Done blocking'));
    await clickPlay(page, turnButton(page, 'Pass'));
    assert.equal(await lifeOf(page, 'Player 2'), 19);
    assert.deepEqual(errors, []);
  }));

test('teaching mode: hints on the cards, a creature\'s ability used by clicking, the question bar clear of the stack, undo back to the position before', () =>
  withApp(async ({ page, url, errors }) => {
    await openLesson(page, url, LESSON, 22);
    const start = await actions(page);
    // Hints: the computer's choices, marked on the cards and creatures they move.
    await page.getByRole('button', { name: 'What would the computer do?' }).click();
    await page.locator('.hints li.hint').first().waitFor({ timeout: 30000 });
    // Each choice lists its reasons (what it does to the open table), the win rate last.
    const rates = await page.locator('.hints li.hint .hint-rate').allInnerTexts();
    assert.ok(rates.length >= 1 && rates.every((r) => /^the computer's simulations won about \d+%$/.test(r)), rates.join(' | '));
    const reasons = await page.locator('.hints .hint-reasons li:not(.hint-rate)').allInnerTexts();
    assert.ok(reasons.every((r) => r.length > 0 && r.length <= 160), reasons.join(' | '));
    const marks = page.locator('.spellweaver .hint-mark');
    assert.ok((await marks.count()) >= 1, 'a hint is marked on a card or creature');
    assert.match(await marks.first().innerText(), /^☆ Computer's choice \d: .+ · \d+% wins$/);
    const marked = await marks.first().evaluate((m) => m.closest('li').querySelector('button').innerText);
    assert.ok(marked.length > 0, 'the mark sits with its card');
    assert.deepEqual(await axeProblems(page), [], 'hints');
    await marks.first().evaluate((m) => m.scrollIntoView({ block: 'center' }));
    await shoot(page, 'hints-1100x900');
    await page.getByRole('button', { name: 'Close the hints' }).click();

    // The ability by clicking: the Slinger, then the enemy hero marked as its target.
    const slinger = side(page, 'Player 1').locator('.sw-creature', { hasText: 'Ember Slinger' });
    await slinger.click();
    assert.ok(await page.locator('.sw-picked button.sw-play', { hasText: /^Activate Ember Slinger \(exhaust, 1 mana\) on the enemy hero$/ }).count());
    await clickPlay(page, side(page, 'Player 2').locator('.sw-hero.target'));
    // Player 2 is asked about the ability on the stack; the bar covers none of it.
    await page.locator('.sw-stack', { hasText: "Ember Slinger's ability on Player 2's hero — played by Player 1" }).waitFor();
    assert.match(await page.locator('.sw-turn').innerText(), /Player 1's turn/);
    assert.match(await prompt(page), /^Waiting on the stack: Ember Slinger's ability on Player 2's hero — played by Player 1\. Answer with an instant/);
    await assertBarCoversNothing(page, 'the stack');
    await page.setViewportSize({ width: 1100, height: 900 });
    await clickPlay(page, turnButton(page, 'Pass'));
    assert.equal(await lifeOf(page, 'Player 2'), 19);
    assert.match(await side(page, 'Player 1').locator('.sw-creature', { hasText: 'Ember Slinger' }).innerText(), /exhausted/);
    assert.match(await side(page, 'Player 1').locator('.sw-resources').innerText(), /Mana 2 of 3 crystals/);
    assert.equal(await actions(page), start + 2);

    // Undo: the pass, then the ability; the position before, exactly.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.locator('.sw-stack').waitFor();
    assert.equal(await lifeOf(page, 'Player 2'), 20);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.locator('.sw-stack').waitFor({ state: 'detached' });
    assert.equal(await actions(page), start);
    const again = side(page, 'Player 1').locator('.sw-creature', { hasText: 'Ember Slinger' });
    assert.doesNotMatch(await again.innerText(), /exhausted/);
    assert.match(await again.getAttribute('class'), /can-act/);
    assert.match(await side(page, 'Player 1').locator('.sw-resources').innerText(), /Mana 3 of 3 crystals/);
    assert.equal(await lifeOf(page, 'Player 2'), 20);
    assert.deepEqual(errors, []);
  }));

test('a whole turn with the keyboard only: a shrine, an attack, the other player\'s answers, the end of the turn', () =>
  withApp(async ({ page, url, errors }) => {
    await openLesson(page, url, LESSON, 23);
    const start = await actions(page);
    // Deploy: Tab to the shrine in the hand, Enter; the focus moves to its plays.
    await tabTo(page, /^Shrine of Embers/);
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(ring, 'none', 'the focus is visible');
    await page.keyboard.press('Enter');
    assert.match(await page.evaluate(() => document.activeElement.innerText), /^Play Shrine of Embers for/);
    await keyPlay(page, /^Play Shrine of Embers for a level$/, 'Space');
    assert.match(await side(page, 'Player 1').locator('.sw-levels').innerText(), /Rage 3/);
    // To combat; the Slinger attacks the enemy hero.
    await keyPlay(page, /^Go to combat$/);
    await tabTo(page, /^Ember Slinger/);
    await page.keyboard.press('Enter');
    await keyPlay(page, /^Ember Slinger attacks the enemy hero$/);
    await keyPlay(page, /^Done attacking$/);
    // Player 2 (the teacher acts for both) declares no block; Player 1 lets damage happen.
    await keyPlay(page, /^Done blocking$/);
    await keyPlay(page, /^Pass$/);
    assert.equal(await lifeOf(page, 'Player 2'), 19);
    // The end of the turn, and Player 2's last window in it: Pass has the focus.
    await keyPlay(page, /^End the turn$/);
    assert.match(await prompt(page), /End of the other player's turn/);
    assert.equal(await page.evaluate(() => document.activeElement.innerText), 'Pass', 'Pass has the focus');
    await keyPlay(page, /^Pass$/);
    assert.match(await page.locator('.sw-turn').innerText(), /Turn 4 · .* · Player 2's turn/);
    assert.ok((await actions(page)) >= start + 7);
    assert.deepEqual(await axeProblems(page), [], 'after a keyboard turn');
    assert.deepEqual(errors, []);
  }));
