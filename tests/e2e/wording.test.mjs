// Words, results and history (issue 14): the log and the end screen address the default
// player "You" in the second person with counts that agree with their nouns; the end screen
// says why the game ended and cites the rule; a finished game against the computer is counted
// once in the home page's win/loss history and listed as finished with its result. A shared
// position keeps its title and seat names (issue 27).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actions, currentSave, fillNewGame, homeReady, openHome, openScenarioLink, scenarioLink, waitForActions, withApp } from './harness.mjs';
import { humanTurn, newWeaversGame, playChoice } from './weavers-helpers.mjs';

/** What the log must never say to "You". */
function assertSecondPerson(log, where) {
  for (const wrong of [/\bYou has\b/, /\bYou draws\b/, /\bYou's\b/, /\byou's\b/, /\bYou is\b/, /\(1 cards\)/, /: \./, /\b1 cards\b/]) {
    assert.doesNotMatch(log, wrong, `${where}: ${log}`);
  }
}

test('a Weavers game against the computer speaks to "You" in the second person', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { names: ['You', 'Computer 2'], kinds: ['human', 'ismcts:easy'], seed: 5 });
    for (let moves = 0; moves < 8 && (await humanTurn(page)); moves++) {
      const n = await actions(page);
      if (!(await playChoice(page))) break;
      await waitForActions(page, n);
    }
    await humanTurn(page);
    const log = await page.locator('.game-log').innerText();
    assert.match(log, /\bYou (draw|have|cast|bury)\b/, log);
    assertSecondPerson(log, 'Weavers log');

    assert.deepEqual(errors, []);
  }));

test('an IOI game against the computer logs the deal, then the computer\'s turn, in good words', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await fillNewGame(page, url, 'ioi', [['You', 'human'], ['Computer 2', 'ismcts:easy']], 11);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.ioi').waitFor({ timeout: 30000 });
    const log = page.locator('.game-log');
    assert.match(await log.innerText(), /The deal: /, 'the deal is the first line, not "Nothing has happened yet"');
    // The computer plays first (left of the Head Apprentice): its turn is logged after the deal.
    // (Playing You's own moves here is left to the IOI tests' helpers.)
    await page.waitForFunction(() => document.querySelectorAll('.game-log li').length > 2, null, { timeout: 30000 });
    const text = await log.innerText();
    assert.match(text, /Computer 2 (draws|already holds|listens in)/, text);
    assertSecondPerson(text, 'IOI log');
    assert.deepEqual(errors, []);
  }));

/** A Weavers position one round from the end: You keep a card, the computer plays its last. */
const LAST_ROUND = {
  round: 4,
  phase: 'Casting',
  seats: [{ hand: ['Spark Flick', 'Ember Dart'] }, { hand: ['Psalm of the Rampart'] }],
};

test('a finished game against the computer: the end screen cites the rule, the history counts it once', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await openScenarioLink(page, url, scenarioLink('weavers', 'Last round', LAST_ROUND));
    await page.locator('.table').waitFor({ timeout: 30000 });
    // Make it a game between "You" and the computer (a save's seats are its metadata).
    const { slot, raw } = await currentSave(page);
    const seats = [{ name: 'You', kind: 'human' }, { name: 'Computer 2', kind: 'bot', bot: 'ismcts:easy' }];
    const patched = raw
      .replace(/"meta":\{"title":"[^"]*","seats":\[[^\]]*\]/, `"meta":{"title":"You vs Computer 2","seats":${JSON.stringify(seats)}`)
      .replace(/,"teaching":true/, '');
    assert.notEqual(patched, raw);
    await page.evaluate(([s, text]) => localStorage.setItem(`loomhall.save.${s}`, text), [slot, patched]);
    await page.reload();
    await page.locator('.table').waitFor({ timeout: 30000 });

    await humanTurn(page);
    const n = await actions(page);
    assert.equal(await playChoice(page), 'cast');
    await waitForActions(page, n);
    const dialog = page.locator('.end-dialog');
    await dialog.waitFor({ timeout: 30000 });
    const end = await dialog.innerText();
    assert.match(end, /You win/);
    assert.match(end, /Computer 2's hand was empty at the end of round 4: a player with no cards in hand when a round ends loses/);
    assert.match(await dialog.locator('a.cite').innerText(), /Ending the Game/);
    const log = await page.locator('.game-log').innerText();
    assert.match(log, /Your Spark Flick is complete: it has no delayed effect\./, log);
    assertSecondPerson(log, 'the last round');
    assertSecondPerson(end, 'the end screen');

    // Home: the game is finished with its result, and counted once in the history.
    const counted = async () => {
      await openHome(page, url);
      const row = page.locator('.history-table[data-game="weavers"] tr[data-level="ismcts:easy"]');
      await row.waitFor({ timeout: 10000 });
      return (await row.locator('td').allInnerTexts()).map(Number);
    };
    assert.deepEqual(await counted(), [1, 0, 0, 1], 'one win against the easy computer');
    const finished = page.locator('section.finished .save-card');
    assert.equal(await finished.count(), 1);
    assert.match(await finished.innerText(), /You win/);
    assert.equal(await page.locator('section.continue .save-card').count(), 0, 'not under "Continue"');
    // Opening the finished game again, reloading, and its replay do not count it twice.
    await page.goto(`${url}#/table/${slot}`);
    await dialog.waitFor({ timeout: 30000 });
    await page.reload();
    await dialog.waitFor({ timeout: 30000 });
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    assert.deepEqual(await counted(), [1, 0, 0, 1], 'still one game after a reload and the replay');
    assert.deepEqual(errors, []);
  }));

test('a shared position keeps the title and the seat names the teacher gave it', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    const file = { format: 'loomhall-scenario', version: 1, game: 'weavers', title: 'Lesson 1', seats: ['Ada', 'Bo'], scenario: LAST_ROUND };
    const link = '#/scenario/' + Buffer.from(JSON.stringify(file)).toString('base64url');
    await page.goto(url + link);
    await page.getByRole('heading', { name: 'Lesson 1' }).waitFor({ timeout: 30000 });
    assert.match(await page.locator('.scenario-seats').innerText(), /Players: Ada, Bo\./);
    await openScenarioLink(page, url, link);
    await page.locator('.table').waitFor({ timeout: 30000 });
    const { save } = await currentSave(page);
    assert.equal(save.meta.title, 'Lesson 1');
    assert.deepEqual(save.meta.seats.map((s) => s.name), ['Ada', 'Bo']);
    assert.deepEqual(errors, []);
  }));

test('a corrupt history is ignored with a warning, never a crash', () =>
  withApp(async ({ page, url, errors }) => {
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openHome(page, url);
    await page.evaluate(() => localStorage.setItem('loomhall.history', '{"version":1,"games":'));
    await page.reload();
    await homeReady(page);
    assert.equal(await page.locator('.history').count(), 0);
    assert.ok(warnings.some((w) => /win\/loss history is ignored/.test(w)), warnings.join('\n'));
    assert.deepEqual(errors, []);
  }));

test('two games with the same players get distinct titles', () =>
  withApp(async ({ page, url }) => {
    await openHome(page, url);
    for (let i = 0; i < 2; i++) {
      await newWeaversGame(page, url, { names: ['Ada', 'Bo'] });
    }
    await openHome(page, url);
    const titles = await page.locator('.save-card h3').allInnerTexts();
    assert.deepEqual(titles.sort(), ['Ada vs Bo', 'Ada vs Bo (2)']);
  }));
