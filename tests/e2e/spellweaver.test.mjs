// Spellweaver in the browser, against the release build in dist/: the deck builder on the
// new-game page (an illegal deck refused with the rule it breaks, a legal one saved, exported
// and chosen for a seat) and a game against the computer played by clicking; a combat against
// the computer from a scenario position, where the computer's blocks and the player's instant
// decide the game, with the arrows drawn and a reload mid-combat; pass-and-play with the end-of-
// turn instant window behind the hand-off. Axe finds nothing serious. Screenshots at four sizes
// go to docs/screenshots/spellweaver/ with LOOMHALL_SCREENSHOTS=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { fillNewGame, fixSeeds, openHome, withApp } from './harness.mjs';
import { actions, axeProblems, currentSave, waitForActions } from './weavers-helpers.mjs';

const SHOTS = process.env.LOOMHALL_SCREENSHOTS
  ? new URL('../../docs/screenshots/spellweaver/', import.meta.url)
  : new URL('file:///tmp/loomhall-spellweaver/');

async function shoot(page, name) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SHOTS).pathname, fullPage: false });
}

/** A position where Ada attacks Bot (3 life) with two 2-attack creatures of speed 2. Bot has one
 *  creature fast enough to block (a blocker needs at least the attacker's speed) and one too
 *  slow, so it must block one attacker or fall; Ada holds Rallying Cry (+1 attack to her
 *  creatures), an instant that makes the unblocked attacker's 2 damage the 3 that win. */
const COMBAT = {
  seats: [
    {
      hero: 'Aurelia, Dawn Regent',
      hand: ['Rallying Cry', 'Dawn Sentry'],
      board: [{ name: 'Gilded Lancer' }, { name: 'Oathsworn Captain' }],
      crystals: 2,
      mana: 2,
      levels: 'OO',
    },
    {
      hero: 'Korrag Emberfist',
      life: 3,
      board: [{ name: 'Chapel Guard' }, { name: 'Warden of the Gate' }],
    },
  ],
  active: 0,
  phase: 'Attack',
  turn: 3,
};

/** The combat's seed: with it the easy computer (which plays a random move one time in five)
 *  blocks rather than blunders. */
const COMBAT_SEED = 1;

function scenarioHash(scenario, title) {
  const file = { format: 'loomhall-scenario', version: 1, game: 'spellweaver', title, scenario };
  return '#/scenario/' + Buffer.from(JSON.stringify(file)).toString('base64url');
}

/** Opens a position dealt from `seed` and makes it a competitive game with these seats. The
 *  seed fixes the computer's answers too (each is searched from the game's seed). */
async function openPosition(page, url, scenario, seats, seed) {
  await fixSeeds(page, seed);
  await page.goto(url + scenarioHash(scenario, 'Spellweaver test'));
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
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
    await page.setViewportSize({ width: 1024, height: 768 });
    await shoot(page, 'table-1024x768');
    await page.setViewportSize({ width: 768, height: 1024 });
    await shoot(page, 'table-768x1024');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'table-390x844');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'table-1440x900');
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
    assert.match(await page.locator('.end-dialog').innerText(), /Ada wins|wins/);
    await shoot(page, 'end-1440x900');
    assert.deepEqual(await axeProblems(page), [], 'end of the game');
    assert.deepEqual(errors, []);
  }));

test('pass and play: the end-of-turn instant window is asked behind the hand-off, with no hand shown there', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
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
