// Weavers in the browser (issue 4), against the release build in dist/: pass-and-play with
// hand-off screens that never show a hidden card (a whole game against the computer, with its
// hints and timings, is in perf.bench.mjs), reload and export/import, teaching mode
// (events step by step, undo/redo, a shared scenario link, a position set in the Effects
// phase that plays on), accessibility, and screenshots at
// four sizes (written to docs/screenshots/weavers/ with LOOMHALL_SCREENSHOTS=1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { actions, axeProblems, currentSave, openHome, openScenarioLink, scenarioLink, waitForActions, watchMainThread, withApp } from './harness.mjs';
import { askForHints, assertHidden, humanTurn, newWeaversGame, pageScrolls, playChoice } from './weavers-helpers.mjs';

const NAMES = ['Ada', 'Bo'];

test('pass-and-play from setup to the end: hand-off screens never show a hidden card', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { kinds: ['human', 'human'] });
    let handOffs = 0;
    let buryChecked = false;
    for (let turn = 0; turn < 600; turn++) {
      if (await page.locator('.end-dialog').count()) break;
      if (await page.locator('.hand-off').count()) {
        // The device is changing hands: neither player's hand nor pending choice is in the page.
        await assertHidden(page, [0, 1], `hand-off ${handOffs}`);
        assert.equal(await page.locator('.hand, .card-button').count(), 0);
        const heading = await page.locator('#hand-off-title').innerText();
        assert.match(heading, /^Pass to (Ada|Bo) — tap when ready$/);
        handOffs++;
        await page.getByRole('button', { name: /^I am / }).click();
        await page.locator('.hand').waitFor();
        continue;
      }
      const holder = (await page.locator('.hand').getAttribute('aria-label')).startsWith('Ada') ? 0 : 1;
      await assertHidden(page, [1 - holder], `${NAMES[holder]} holds the device`);
      if (!buryChecked && (await page.locator('.bury-choice').count())) {
        // Burying is a choice not yet committed: undo takes it back; finishing commits.
        buryChecked = true;
        const card = page.locator('.card-button').first();
        const name = await card.locator('.wc-name').innerText();
        const before = await actions(page);
        await card.click();
        await waitForActions(page, before);
        assert.match(await page.locator('.bury-choice').innerText(), new RegExp(name));
        const undo = page.getByRole('button', { name: 'Undo' });
        assert.ok(await undo.isEnabled(), 'an uncommitted bury can be undone');
        await undo.click();
        await page.waitForFunction((n) => Number(document.querySelector('.table').dataset.actions) === n, before);
        assert.doesNotMatch(await page.locator('.bury-choice').innerText(), new RegExp(name));
      }
      const before = await actions(page);
      const did = await playChoice(page, { wild: turn % 7 === 3 });
      assert.ok(did, `nothing to do on turn ${turn}: ${await page.locator('.table').innerText()}`);
      await waitForActions(page, before);
      if (did === 'cast' || did === 'bury') {
        // A committed choice cannot be taken back.
        if (!(await page.locator('.hand-off').count()) && !(await page.locator('.end-dialog').count())) {
          assert.ok(await page.getByRole('button', { name: 'Undo' }).isDisabled());
        }
      }
    }
    const dialog = page.locator('.end-dialog');
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /(Ada wins|Bo wins|Nobody wins)/);
    assert.match(await dialog.innerText(), /Rounds played: \d+/);
    assert.ok(handOffs >= 8, `only ${handOffs} hand-offs`);
    // A rematch: the same players and decks, a new deal, from its first hand-off.
    const first = page.url();
    await page.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForURL((u) => u.href !== first && /#\/table\//.test(u.href));
    await page.locator('#hand-off-title').waitFor();
    assert.equal(await page.locator('#hand-off-title').innerText(), 'Pass to Ada — tap when ready');
    assert.equal(await actions(page), 0);
    assert.match(await page.locator('.seat-area.seat-1 .deck-label').innerText(), /Alchemist \+ Serpent Herbal/);
    assert.deepEqual(errors, []);
  }));

/** The round the game is in (read from the save). */
async function roundNow(page) {
  return JSON.parse((await currentSave(page)).save.snapshot).round;
}

/**
 * Plays pass-and-play until round `last` has ended, counting the hand-off screens of each
 * round: `{ round: [[name, first choice asked after taking the device], ...] }`. `bury(round,
 * holder)` says how many cards the holder buries (default none).
 */
async function countHandOffs(page, last, bury = () => 0) {
  const seen = {};
  for (let turn = 0; turn < 200; turn++) {
    if (await page.locator('.end-dialog').count()) break;
    const round = await roundNow(page);
    if (round > last) break;
    if (await page.locator('.hand-off').count()) {
      const to = (await page.locator('#hand-off-title').innerText()).match(/^Pass to (\w+)/)[1];
      await page.getByRole('button', { name: /^I am / }).click();
      await page.locator('.hand').waitFor();
      const asked = (await page.locator('.bury-choice').count()) ? 'bury'
        : (await page.locator('.discard-choice').count()) ? 'discard' : 'cast';
      (seen[round] ||= []).push([to, asked]);
      continue;
    }
    const holder = (await page.locator('.hand').getAttribute('aria-label')).startsWith('Ada') ? 'Ada' : 'Bo';
    if (await page.locator('.bury-choice').count()) {
      for (let n = bury(round, holder); n > 0; n--) {
        const before = await actions(page);
        await page.locator('.card-button').first().click();
        await waitForActions(page, before);
      }
    }
    const before = await actions(page);
    assert.ok(await playChoice(page), `nothing to do in round ${round}`);
    await waitForActions(page, before);
  }
  return seen;
}

/** Each person takes the device once in `round`, plus once more for each discard they owe. */
function assertOncePerPerson(seen, round) {
  const handOffs = seen[round] || [];
  for (const name of NAMES) {
    const mine = handOffs.filter(([to, asked]) => to === name && asked !== 'discard');
    assert.ok(mine.length <= 1, `round ${round}: ${name} took the device ${mine.length} times: ${JSON.stringify(handOffs)}`);
  }
  assert.ok(handOffs.filter(([, asked]) => asked !== 'discard').length === 2,
    `round ${round}: ${JSON.stringify(handOffs)}`);
}

test('pass-and-play hands the device over once per person per round, whether or not anyone buries', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { kinds: ['human', 'human'] });
    // Round 2: both bury a card; round 3: nobody buries. Each round's bury and cast are one sitting.
    const seen = await countHandOffs(page, 3, (round) => (round === 2 ? 1 : 0));
    assertOncePerPerson(seen, 2);
    assertOncePerPerson(seen, 3);
    // The first round: Ada buries, Bo buries and casts, Ada casts (and buries for round 2).
    assert.deepEqual(seen[1].map(([to]) => to), ['Ada', 'Bo', 'Ada'], JSON.stringify(seen[1]));
    assert.deepEqual(errors, []);
  }));

test('a bury step with nothing to bury is answered by the table, logged, with no hand-off', () =>
  withApp(async ({ page, url, errors }) => {
    // Weavers rules, "1. Draw Phase": both hands are empty, so there is nothing to bury.
    const deck = (cards) => cards.split(' ');
    const scenario = {
      round: 3,
      phase: 'Draw',
      seats: [
        { deck_name: { class: 'Pyromancer', spellbook: 'Cinder Codex' }, hand: [],
          deck: deck('spark-flick ember-dart scorching-palm fireball wall-of-flame cauterize cinder-pillar ash-storm') },
        { deck_name: { class: 'Lightwarden', spellbook: 'Aegis Psalter' }, hand: [],
          deck: deck('shield-of-dawn radiant-lance mending-light halo sunflare bulwark-hymn vigil') },
      ],
    };
    await openHome(page, url);
    await openScenarioLink(page, url, scenarioLink('weavers', 'Empty hands', scenario));
    // The link opens in teaching mode; played competitively by two people from here (the save's
    // text is patched, not re-serialised: its seed is a 64-bit number).
    const { slot, raw, save } = await currentSave(page);
    assert.equal(save.record.actions.length, 0);
    const seats = JSON.stringify([{ name: 'Ada', kind: 'human' }, { name: 'Bo', kind: 'human' }]);
    const patched = raw
      .replace(/("meta":\{"title":"[^"]*","seats":)\[[^\]]*\]/, `$1${seats}`)
      .replace(/,"teaching":true/, '');
    assert.notEqual(patched, raw);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`loomhall.save.${slot}`, patched]);
    await page.reload();
    await page.locator('#hand-off-title').waitFor();
    // Both "finish burying" answers were played by the table and logged; the cards are drawn.
    assert.equal(await actions(page), 2);
    const log = await page.locator('.game-log').innerText();
    assert.match(log, /Ada has finished burying/);
    assert.match(log, /Bo has finished burying/);
    assert.match(log, /Ada had only one possible answer, so the table gave it without asking: Finish burying/);
    const seen = await countHandOffs(page, 3);
    assert.deepEqual(seen[3].map(([, asked]) => asked).filter((a) => a !== 'discard'), ['cast', 'cast'], JSON.stringify(seen[3]));
    assertOncePerPerson(seen, 3);
    assert.deepEqual(errors, []);
  }));

test('against the computer: thinking in the worker, hints on the cards, its hand never in the page', (t) =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await watchMainThread(page);
    // Each game has its own AI worker, which links that game's engine only.
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await newWeaversGame(page, url, { names: ['Ada', 'Robo'], kinds: ['human', 'ismcts:normal'], seed: 5 });
    let reveals = 0;
    let hinted = false;
    for (let turn = 0; turn < 400; turn++) {
      if (!(await humanTurn(page))) break;
      if (await page.locator('.reveal-tile.fresh').count()) reveals++;
      if (!hinted) hinted = await askForHints(page);
      // The computer's hand is never in the page.
      await assertHidden(page, [1], `turn ${turn}`);
      const before = await actions(page);
      assert.ok(await playChoice(page), 'a choice to make');
      await waitForActions(page, before);
    }
    await page.locator('.end-dialog').waitFor();
    const thinking = await page.evaluate(() => window.__thinking);
    const longTasks = await page.evaluate(() => window.__longTasks);
    assert.ok(thinking.length >= 4, `the computer thought ${thinking.length} times`);
    t.diagnostic(`${thinking.length} answers (${thinking.join(', ')} ms); ${await page.locator('.game-summary p').innerText()}`);
    t.diagnostic(`long tasks (ms) during the game: ${longTasks.map(([, ms]) => ms).join(', ') || 'none'}`);
    // Timings are reported, not asserted: the targets (answers <= 1 s, no task over 50 ms) are
    // measured by the benchmark scripts/perf.sh (tests/e2e/perf.bench.mjs), on a quiet machine.
    assert.ok(reveals > 0, 'casts were revealed');
    assert.ok(hinted, 'a hint was asked for');
    assert.ok(workers.length > 0, 'an AI worker started');
    for (const worker of workers) assert.match(worker, /\/loomhall-worker-weavers_loader\.js$/, 'only Weavers\' AI worker');
    assert.deepEqual(errors, []);
  }));

test('a reload mid-round resumes the same position; export then import gives the same game', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { names: ['Ada', 'Robo'], kinds: ['human', 'ismcts:easy'] });
    // Play two rounds, up to the third Draw phase.
    for (let draws = 0; draws < 3; ) {
      assert.ok(await humanTurn(page), 'the game lasts three rounds');
      if (await page.locator('.bury-choice').count()) draws++;
      if (draws === 3) break;
      const before = await actions(page);
      await playChoice(page);
      await waitForActions(page, before);
    }
    // Mid-round: a card buried but not yet committed.
    const before = await actions(page);
    await page.locator('.card-button').first().click();
    await waitForActions(page, before);
    const saved = await currentSave(page);
    const hand = await page.locator('.hand .wc-name').allInnerTexts();
    const buried = await page.locator('.bury-choice').innerText();
    const log = await page.locator('.game-log li').count();
    await page.reload();
    await page.locator('.bury-choice').waitFor();
    assert.deepEqual(await page.locator('.hand .wc-name').allInnerTexts(), hand);
    assert.equal(await page.locator('.bury-choice').innerText(), buried);
    assert.equal(await page.locator('.game-log li').count(), log);
    assert.equal((await currentSave(page)).raw, saved.raw, 'nothing changed by reloading');

    // Export from the table, import on the home screen: the same record and position.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this game as a file' }).click(),
    ]);
    const exported = await readFile(await download.path(), 'utf8');
    await page.goto(url);
    await page.locator('input[type=file]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
    const slots = await page.evaluate(() =>
      Object.entries(localStorage).filter(([k]) => k.startsWith('loomhall.save.')),
    );
    assert.equal(slots.length, 2);
    const [a, b] = slots.map(([, v]) => JSON.parse(v));
    assert.equal(a.snapshot, b.snapshot);
    assert.deepEqual(a.record, b.record);
    assert.deepEqual(errors, []);
  }));

test('teaching mode: events one tap at a time with their rules, undo and redo, a shared position', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { teaching: true });
    assert.equal(await page.locator('.hand-off').count(), 0, 'no hand-off: every hand is open');
    // Both seats finish burying; the second finish resolves the Draw phase: several events.
    await playChoice(page);
    let stepper = page.locator('.event-stepper');
    await stepper.waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await playChoice(page);
    await stepper.waitFor();
    const seen = [];
    for (let i = 0; i < 20 && (await stepper.count()); i++) {
      const count = await stepper.locator('.step-count').innerText();
      const cite = stepper.locator('a.cite');
      assert.match(await cite.getAttribute('href'), /^#\/rules\/weavers\//);
      seen.push(`${count}: ${await cite.innerText()}`);
      // The log shows only the events stepped through so far.
      assert.equal(await page.locator('.game-log li').count(), 1 + Number(count.match(/Event (\d+)/)[1]));
      await stepper.getByRole('button', { name: /^(Next event|Done)/ }).click();
    }
    assert.ok(seen.length >= 2, seen.join('\n'));
    assert.ok(seen.some((s) => s.includes('1. Draw Phase')), seen.join('\n'));
    // Both cast: the reveal and the rest of the round, event by event.
    await playChoice(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await playChoice(page);
    await stepper.waitFor();
    assert.match(await stepper.innerText(), /2\. Casting Phase/);
    await stepper.getByRole('button', { name: 'Show all' }).click();
    const done = await actions(page);
    assert.ok(done >= 4);
    // Unlimited undo, back to the deal, then redo everything.
    const undo = page.getByRole('button', { name: 'Undo' });
    for (let n = done; n > 0; n--) {
      await undo.click();
      await page.waitForFunction((k) => Number(document.querySelector('.table').dataset.actions) === k, n - 1);
    }
    assert.ok(await undo.isDisabled());
    const redo = page.getByRole('button', { name: 'Redo' });
    for (let n = 0; n < done; n++) {
      await redo.click();
      await page.waitForFunction((k) => Number(document.querySelector('.table').dataset.actions) === k, n + 1);
    }
    assert.ok(await redo.isDisabled());

    // The position editor: change the position, share it as a link, open the link.
    await page.getByRole('button', { name: /Set up from here/ }).click();
    const editor = page.locator('.position-editor');
    await editor.waitFor();
    const ada = editor.locator('fieldset.seat-editor').first();
    await ada.getByLabel('Shields').fill('3');
    await ada.getByLabel('Shields').press('Tab');
    await ada.getByLabel('Add to the hand').selectOption('Fireball');
    await ada.getByLabel('Add an active spell').selectOption('Ember Dart');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      editor.getByRole('button', { name: 'Save as a scenario file' }).click(),
    ]);
    const scenarioFile = await readFile(await file.path(), 'utf8');
    assert.match(file.suggestedFilename(), /\.scenario\.json$/);
    const link = await editor.locator('input.scenario-link').inputValue();
    assert.match(link, /#\/scenario\/[A-Za-z0-9_-]+$/);
    await page.goto(link);
    // The link shows the position first and saves it only when asked to.
    await page.getByRole('button', { name: 'Save and play' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.seat-area').first().waitFor();
    const adaSide = page.locator('.seat-area.seat-0');
    assert.match(await adaSide.locator('.token-tray').innerText(), /3\s*Shields/);
    assert.match(await adaSide.locator('.active-spells').innerText(), /Ember Dart/);
    const hand = await page.locator('.hand .wc-name').allInnerTexts();
    assert.ok(hand.includes('Fireball'), hand.join(', '));
    assert.equal(await actions(page), 0, 'a new game from the shared position');
    // The scenario file opens the same position from the home screen's import.
    await page.goto(url);
    await page.locator('input[type=file]').setInputFiles({
      name: file.suggestedFilename(),
      mimeType: 'application/json',
      buffer: Buffer.from(scenarioFile),
    });
    await page.waitForURL(/#\/table\//);
    await page.locator('.hand .wc-name').first().waitFor();
    assert.deepEqual(await page.locator('.hand .wc-name').allInnerTexts(), hand);
    assert.match(await page.locator('.seat-area.seat-0 .token-tray').innerText(), /3\s*Shields/);
    assert.deepEqual(errors, []);
  }));

test('teaching mode: a position set in the Effects phase, 3 damage against 1 shield, plays on by the rules', () =>
  withApp(async ({ page, url, errors }) => {
    // 000_4395aa51c193285a.txt, "4. Effects Phase", Inflict Damage: each damage removes a
    // shield, each unblocked damage a card of the player's choice; then the round ends.
    await openHome(page, url);
    await newWeaversGame(page, url, { teaching: true });
    await page.getByRole('button', { name: /Set up from here/ }).click();
    const editor = page.locator('.position-editor');
    await editor.waitFor();
    await editor.getByLabel('Starts at').selectOption('4. Effects Phase');
    const bo = editor.locator('fieldset.seat-editor').nth(1);
    await bo.getByLabel('Shields').fill('1');
    await bo.getByLabel('Shields').press('Tab');
    await bo.getByLabel('Bo: damage tokens to resolve').fill('3');
    await bo.getByLabel('Bo: damage tokens to resolve').press('Tab');
    assert.equal(await bo.getByLabel('Bo: cards still owed to unblocked damage').inputValue(), '0');
    // A position the rules cannot reach is refused with the field named.
    await bo.getByLabel('Bo: cards still owed to unblocked damage').fill('1');
    await bo.getByLabel('Bo: cards still owed to unblocked damage').press('Tab');
    await editor.getByRole('button', { name: 'Start from this position' }).click();
    assert.match(await editor.innerText(), /seats\[1\]\.owed: shields block damage first/);
    await bo.getByLabel('Bo: cards still owed to unblocked damage').fill('0');
    await bo.getByLabel('Bo: cards still owed to unblocked damage').press('Tab');
    await editor.getByRole('button', { name: 'Start from this position' }).click();
    await page.locator('.discard-choice').waitFor();
    let { save } = await currentSave(page);
    let state = JSON.parse(save.snapshot);
    assert.equal(state.phase, 'Discarding');
    assert.deepEqual([state.players[1].shields, state.players[1].owed], [0, 2], 'the shield blocked one');
    assert.equal(await playChoice(page), 'discard');
    await waitForActions(page, 1);
    // Teaching mode steps through what followed (the reveal, healing, the End phase).
    const stepper = page.locator('.event-stepper');
    await stepper.waitFor();
    assert.match(await stepper.innerText(), /4\. Effects Phase/);
    await stepper.getByRole('button', { name: 'Show all' }).click();
    await page.locator('.round-track').getByText('Round 2').waitFor();
    ({ save } = await currentSave(page));
    state = JSON.parse(save.snapshot);
    assert.equal(state.phase, 'Draw', 'healing and the End phase followed: the next round begins');
    assert.deepEqual([state.players[1].hand.length, state.players[1].discard.length], [4, 2]);
    assert.deepEqual(errors, []);
  }));

test('no serious accessibility problem on the setup, table and end screens; the table fits a tablet', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.goto(`${url}#/new/weavers`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    await page.locator('.how-to-play summary').click();
    assert.deepEqual(await axeProblems(page), [], 'setup');
    await newWeaversGame(page, url, { names: ['Ada', 'Robo'], kinds: ['human', 'ismcts:easy'], seed: 2 });
    for (let i = 0; i < 8; i++) {
      assert.ok(await humanTurn(page), 'the game lasts beyond 8 choices');
      const before = await actions(page);
      await playChoice(page);
      await waitForActions(page, before);
    }
    assert.ok(await humanTurn(page));
    await page.waitForTimeout(1500); // let the reveal's animation end before measuring contrast
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      assert.deepEqual(await axeProblems(page), [], `table, ${theme}`);
    }
    // "Since your last move" is a notice in the page's flow above the board (it never covers a
    // control); put away, the table fits the tablet without scrolling.
    const gotIt = page.locator('.last-move').getByRole('button', { name: 'Got it' });
    if (await gotIt.count()) await gotIt.click();
    await page.locator('.last-move').waitFor({ state: 'detached' });
    for (const [w, h] of [[1024, 768], [768, 1024]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(200);
      assert.equal(await pageScrolls(page), false, `the table scrolls at ${w}×${h}`);
    }
    // Keyboard play: Tab reaches the cards and the choice, with a visible focus ring.
    await page.setViewportSize({ width: 1024, height: 768 });
    const tabTo = async (selector) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((sel) => document.activeElement?.matches(sel), selector)) {
          return page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
        }
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await page.waitForSelector('.cast-choice, .bury-choice, .discard-choice');
    const kbBefore = await actions(page);
    if (await page.locator('.bury-choice').count()) {
      assert.notEqual(await tabTo('.bury-choice button'), 'none');
      await page.keyboard.press('Enter');
    } else if (await page.locator('.cast-choice').count()) {
      assert.notEqual(await tabTo('.card-button'), 'none');
      await page.keyboard.press('Enter');
      assert.notEqual(await tabTo('.cast-choice button.primary'), 'none');
      await page.keyboard.press('Enter');
    } else {
      await playChoice(page);
    }
    await waitForActions(page, kbBefore);
    // Every control is at least 44 px (touch targets).
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('.table button, .table summary, .table select')]
        .map((el) => [el.textContent.trim().slice(0, 30), el.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < 44 || r.height < 44))
        .map(([t, r]) => `${t} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    assert.deepEqual(small, []);
    // The end screen: play on to the end.
    for (let turn = 0; turn < 400; turn++) {
      if (!(await humanTurn(page))) break;
      const before = await actions(page);
      await playChoice(page);
      await waitForActions(page, before);
    }
    await page.locator('.end-dialog').waitFor();
    await page.waitForTimeout(1500); // the last reveal's animation
    assert.deepEqual(await axeProblems(page), [], 'end of game');
    // The replay viewer steps through the whole game; rematch starts a new one.
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    const total = Number((await page.locator('.replay-step').innerText()).match(/of (\d+)/)[1]);
    assert.ok(total > 10);
    assert.match(await page.locator('.replay-step').innerText(), /^Move 0 of/);
    // The arrow keys step the replay at once, though the dialog that opened it (and the focus
    // it held) is gone.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => /^Move 1 of/.test(document.querySelector('.replay-step')?.textContent));
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /^Move 0 of/.test(document.querySelector('.replay-step')?.textContent));
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByRole('button', { name: /^Next/ }).click();
    assert.match(await page.locator('.replay-step').innerText(), /^Move 2 of/);
    await page.getByRole('button', { name: 'To the end' }).click();
    assert.match(await page.locator('.replay-step').innerText(), new RegExp(`^Move ${total} of`));
    assert.deepEqual(errors, []);
  }));

test('screenshots at four sizes', () =>
  withApp(async ({ page, url, errors }) => {
    const dir = process.env.LOOMHALL_SCREENSHOTS ? new URL('../../docs/screenshots/weavers/', import.meta.url) : new URL('file:///tmp/loomhall-weavers/');
    await mkdir(dir, { recursive: true });
    await openHome(page, url);
    await newWeaversGame(page, url, { names: ['Ada', 'Robo'], kinds: ['human', 'ismcts:easy'], seed: 2 });
    for (let i = 0; i < 10; i++) {
      assert.ok(await humanTurn(page), 'the game lasts beyond 10 choices');
      const before = await actions(page);
      await playChoice(page);
      await waitForActions(page, before);
    }
    await page.waitForSelector('.cast-choice, .bury-choice');
    if (await page.locator('.cast-choice').count()) await page.locator('.card-button').first().click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => document.activeElement?.blur());
    for (const [w, h, name] of [[1024, 768, 'tablet-landscape'], [768, 1024, 'tablet-portrait'], [390, 844, 'phone'], [1440, 900, 'desktop']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(1500); // animations end
      await page.screenshot({ path: new URL(`${name}-${w}x${h}.png`, dir).pathname, fullPage: w < 600 });
    }
    assert.deepEqual(errors, []);
  }));
