// The generic table, through a Weavers teaching game (fixed deal): the undo keys on the
// document (Ctrl+Z back to the deal, Ctrl+Shift+Z and Ctrl+Y forward again), the replay
// counter agreeing with its log (moves that log nothing are not counted), the log grouped by
// round, the last-move summary, sound only when it is on, and no motion when the system asks
// for reduced motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actions, axeProblems, openHome, withApp } from './harness.mjs';
import { assertHidden, newWeaversGame, playChoice } from './weavers-helpers.mjs';

/** Teaching mode narrates each action's events: show them all at once. */
async function skipNarration(page) {
  const stepper = page.locator('.event-stepper');
  for (let i = 0; i < 50 && (await stepper.count()); i++) {
    const all = stepper.getByRole('button', { name: 'Show all' });
    if (await all.count()) await all.click();
    else await stepper.getByRole('button', { name: /^(Next event|Done)/ }).click();
  }
  await stepper.waitFor({ state: 'detached' });
}

/** Waits until the table has recorded exactly `n` actions. */
const atActions = (page, n) =>
  page.waitForFunction((k) => Number(document.querySelector('.table')?.dataset.actions) === k, n, { timeout: 15000 });

/** Ada buries her first card (an action that logs nothing), then both finish burying and
 *  cast: the first round's Draw and Casting phases. Returns the number of actions. */
async function playOpening(page) {
  await page.locator('.bury-choice').waitFor();
  await page.locator('.hand .card-button').first().click();
  await atActions(page, 1);
  for (let i = 0; i < 4; i++) {
    const before = await actions(page);
    await playChoice(page);
    await page.waitForFunction((k) => Number(document.querySelector('.table')?.dataset.actions) > k, before);
    await skipNarration(page);
  }
  return actions(page);
}

test('Ctrl+Z undoes to the deal; Ctrl+Shift+Z and Ctrl+Y redo everything', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { teaching: true });
    const done = await playOpening(page);
    assert.ok(done >= 5, `${done} actions`);
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    // Undo with the keys, down to the deal (the Undo button, once disabled, loses the focus).
    for (let n = done; n > 0; n--) {
      await page.keyboard.press('Control+z');
      await atActions(page, n - 1);
    }
    assert.ok(await undo.isDisabled(), 'nothing left to undo');
    await page.keyboard.press('Control+z'); // nothing happens, nothing breaks
    assert.equal(await actions(page), 0);
    // Redo: Ctrl+Shift+Z once, then Ctrl+Y, all the way (through the narration of each step).
    await page.keyboard.press('Control+Shift+Z');
    await atActions(page, 1);
    for (let n = 1; n < done; n++) {
      await page.keyboard.press('Control+y');
      await atActions(page, n + 1);
    }
    assert.ok(await redo.isDisabled(), 'nothing left to redo');
    await skipNarration(page);
    assert.equal(await actions(page), done);
    assert.deepEqual(errors, []);
  }));

test('the replay counts the moves its log shows', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { teaching: true });
    const done = await playOpening(page);
    const logLines = () => page.locator('.game-log .log-line').count();
    const full = await logLines();
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    const counter = page.locator('.replay-step');
    const total = Number((await counter.innerText()).match(/of (\d+)/)[1]);
    // Ada's bury logs nothing: it is not a move of its own.
    assert.ok(total < done, `${total} moves for ${done} actions`);
    assert.equal(await counter.innerText(), `Move 0 of ${total}`);
    // The arrow keys step the replay as soon as it opens, wherever the focus is, and the last
    // move's narration is gone (the replay tells the game from the start).
    assert.equal(await page.locator('.event-stepper').count(), 0);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((t) => document.querySelector('.replay-step')?.textContent === t, `Move 1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((t) => document.querySelector('.replay-step')?.textContent === t, `Move 0 of ${total}`);
    let lines = await logLines();
    const next = page.getByRole('button', { name: /^Next/ });
    for (let k = 1; k <= total; k++) {
      await next.click();
      await page.waitForFunction((t) => document.querySelector('.replay-step')?.textContent === t, `Move ${k} of ${total}`);
      const now = await logLines();
      assert.ok(now > lines, `move ${k} adds lines to the log (${lines} → ${now})`);
      lines = now;
    }
    assert.equal(lines, full, 'the last move shows the whole log');
    // Back one with the arrow key: the log loses that move's lines.
    await page.locator('.replay-controls button', { hasText: 'Back' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((t) => document.querySelector('.replay-step')?.textContent === t, `Move ${total - 1} of ${total}`);
    assert.ok((await logLines()) < full);
    assert.deepEqual(errors, []);
  }));

/** Plays the pass-and-play game (Ada and Bo) until the device holder's "Since your last move"
 *  marks a card on the board; checks on the way that the summary never holds a card the other
 *  seat keeps hidden. Returns the marked card's name and how it is drawn. */
async function playUntilMarked(page) {
  for (let i = 0; i < 40; i++) {
    const handOff = page.locator('.hand-off button');
    if (await handOff.count()) {
      const who = (await handOff.innerText()).includes('Ada') ? 0 : 1;
      await handOff.click();
      await page.locator('.hand-off').waitFor({ state: 'detached' });
      await assertHidden(page, [1 - who], `${who === 0 ? 'Ada' : 'Bo'}'s table`);
      if (await page.locator('.last-move').count()) {
        assert.match(await page.locator('.last-move h2').innerText(), /Since your last move/);
      }
    }
    const marked = page.locator('.board .last-move-card');
    if (await marked.count()) {
      return marked.first().evaluate((el) => ({
        badge: getComputedStyle(el, '::after').content,
        outline: getComputedStyle(el).outlineStyle,
        animation: getComputedStyle(el).animationName,
        running: document.getAnimations().filter((a) => a.playState === 'running' && a.effect.getComputedTiming().duration > 0).length,
      }));
    }
    const before = await actions(page);
    if (!(await playChoice(page))) break;
    await page.waitForFunction((k) => Number(document.querySelector('.table')?.dataset.actions) > k, before);
  }
  throw new Error('no card was ever marked as the last move');
}

test('"Since your last move" names what the other player did and marks those cards', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url);
    const mark = await playUntilMarked(page);
    assert.equal(mark.badge, '"new"', 'the mark says "new" in words');
    assert.equal(mark.outline, 'dashed');
    assert.equal(mark.animation, 'last-move-in', 'the mark eases in');
    const summary = page.locator('.last-move');
    assert.ok((await summary.locator('li').count()) > 0);
    await page.waitForTimeout(1500); // the round track's phase flashes
    assert.deepEqual(await axeProblems(page), []);
    await summary.getByRole('button', { name: 'Got it' }).click();
    await summary.waitFor({ state: 'detached' });
    assert.equal(await page.locator('.board .last-move-card').count(), 0, 'put away, the marks go too');
    assert.deepEqual(errors, []);
  }));

test('with reduced motion (the system asks), no animation runs', () =>
  withApp(async ({ page, url, errors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, url);
    await newWeaversGame(page, url);
    const mark = await playUntilMarked(page);
    assert.equal(mark.animation, 'none');
    assert.equal(mark.running, 0, 'no animation runs');
    assert.equal(mark.badge, '"new"', 'the mark still says "new"');
    assert.deepEqual(errors, []);
  }));

test('sound and motion settings persist; sound plays only when on', () =>
  withApp(async ({ page, url, errors }) => {
    // Count the AudioContexts the page makes, and the tones it starts.
    await page.addInitScript(() => {
      window.__audio = { contexts: 0, tones: 0 };
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        constructor(...args) {
          super(...args);
          window.__audio.contexts++;
        }
        createOscillator() {
          window.__audio.tones++;
          return super.createOscillator();
        }
      };
    });
    await openHome(page, url);
    const sound = page.locator('#sound');
    const motion = page.locator('#reduced-motion');
    assert.equal(await sound.isChecked(), false, 'sound is off until chosen');
    // Off: a game makes no sound at all.
    await newWeaversGame(page, url, { teaching: true });
    await playOpening(page);
    assert.deepEqual(await page.evaluate(() => window.__audio), { contexts: 0, tones: 0 });
    const table = page.url();
    // Both settings, on, survive a reload.
    await openHome(page, url);
    await sound.check();
    await motion.check();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Loomhall' }).waitFor();
    assert.equal(await sound.isChecked(), true);
    assert.equal(await motion.isChecked(), true);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.reducedMotion), 'true');
    // On: the next move plays a tone.
    await page.goto(table);
    await page.locator('.table').waitFor();
    const before = await actions(page);
    await playChoice(page);
    await page.waitForFunction((k) => Number(document.querySelector('.table')?.dataset.actions) > k, before);
    await page.waitForFunction(() => window.__audio.tones > 0, null, { timeout: 5000 });
    assert.equal(await page.evaluate(() => window.__audio.contexts), 1, 'one context for the page');
    assert.deepEqual(errors, []);
  }));
