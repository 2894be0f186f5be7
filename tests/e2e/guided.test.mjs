// Guided first games (issue 14, cards/<game>/guide.json): started from the game library, each
// is followed step by step through the real controls — "Next" on reading steps, the control the
// guide marks on the table otherwise — to the end screen, which cites the rule that ended it.
// Moves the guide does not ask for are refused with a note; the game survives a reload.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actions, axeProblems, currentSave, labelProblems, openHome, withApp } from './harness.mjs';

const WINS = /You win|You won|wins/i;
/** The games with a guided first game, with the library card's name and how its end screen ends
 * the guide: "You" win, or (Weave) the season ends with no winner. */
const GUIDED = [
  ['weavers', 'Weavers', WINS],
  ['ioi', 'Spellweaving IOI', WINS],
  ['weave', 'Weave', /no winner/i],
  ['woven', 'Woven', WINS],
  ['spellweaver', 'Spellweaver', WINS],
];

/** Starts the guided game of `name` from the library's card. */
async function startGuide(page, url, name) {
  await openHome(page, url);
  await page.getByRole('button', { name: `Guided first game of ${name}`, exact: true }).click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  await page.locator('.guide-panel').waitFor({ timeout: 30000 });
}

/** Follows the guide until the end screen: Next, or the marked control. Returns the steps seen. */
async function followGuide(page, { uncovered = false } = {}) {
  const seen = [];
  for (let i = 0; i < 80; i++) {
    if (await page.locator('.end-dialog').isVisible()) return seen;
    const panel = page.locator('.guide-panel');
    if (!(await panel.isVisible())) {
      await page.waitForTimeout(200);
      continue;
    }
    // The guide's last step (or the game's last move) can take the panel away between the two
    // looks, for good: look again rather than wait on it.
    const count = await panel
      .locator('.step-count')
      .innerText({ timeout: 2000 })
      .catch(() => null);
    if (count === null) continue;
    if (seen.at(-1) !== count) seen.push(count);
    // Every step names the rule it teaches.
    const next = panel.getByRole('button', { name: 'Next' });
    if (await next.isVisible()) {
      assert.ok(await panel.locator('.cite').isVisible(), `${count}: no rule cited`);
      await next.click();
      continue;
    }
    // The panel moves the mark when the board redraws: right after a click it may still be on
    // the control just used (clicking a chosen card again would unchoose it), or on one being
    // disabled. So only an enabled mark is clicked, and after a part of a move the next click
    // waits for the mark to move on.
    const target = page.locator('[data-guide-target]:not([disabled])');
    if ((await target.count()) > 0) {
      // Marked with words, not colour alone, and described by the step.
      assert.equal(await target.first().getAttribute('aria-describedby'), 'guide-step-text');
      const before = await actions(page);
      const words = await target.first().innerText();
      if (uncovered) {
        // The table brought the marked control into view, clear of anything pinned over it.
        await page.waitForTimeout(600);
        const over = await target.first().evaluate((t) => {
          const r = t.getBoundingClientRect();
          const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return el && !t.contains(el) && !el.contains(t) ? `${el.tagName}.${el.className}` : null;
        });
        assert.equal(over, null, `"${words.slice(0, 40)}" is covered`);
        // Its label ("Guide: this one") is drawn whole, over no text.
        assert.deepEqual(await labelProblems(page, '[data-guide-target]'), [], `${count}: "${words.slice(0, 40)}"`);
      }
      await target.first().click();
      await page
        .waitForFunction(
          ([n, words]) => {
            const marked = document.querySelector('[data-guide-target]');
            return Number(document.querySelector('.table')?.dataset.actions) > n || !marked || marked.innerText !== words;
          },
          [before, words],
          { timeout: 2000 },
        )
        .catch(() => {}); // the same control again (a second card of a discard, say)
      continue;
    }
    await page.waitForTimeout(200); // the opponent answers
  }
  assert.fail(`the guide did not reach the end; steps seen: ${seen.join(', ')}`);
}

for (const [game, name, ending] of GUIDED) {
  test(`the guided first game of ${name} is followed to the end screen on a phone, no marked control covered`, () =>
    withApp(async ({ page, url, errors }) => {
      // Issue 27: every step fits a 390 px phone, its marked control brought clear of anything
      // pinned over it (IOI's question and hand, Woven's mundane panel).
      await page.setViewportSize({ width: 390, height: 844 });
      await startGuide(page, url, name);
      const { save } = await currentSave(page);
      assert.equal(save.game, game);
      assert.match(save.meta.title, /^Guided first game/);
      assert.deepEqual(await axeProblems(page), []);
      const seen = await followGuide(page, { uncovered: true });
      assert.ok(seen.length >= 4, `steps seen: ${seen.join(', ')}`);
      const end = page.locator('.end-dialog');
      assert.match(await end.innerText(), ending);
      assert.ok(await end.locator('a[href*="#/rules/"]').count() > 0, 'the end screen cites the rule');
      assert.deepEqual(errors, []);
    }));
}

test('a move the guide does not ask for is refused with a note, and the guide survives a reload', () =>
  withApp(async ({ page, url, errors }) => {
    await startGuide(page, url, 'Weavers');
    const panel = page.locator('.guide-panel');
    // Read the first two steps, then the guide asks for "Finish burying".
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('button', { name: 'Next' }).click();
    await page.locator('[data-guide-target]').waitFor();
    assert.match(await page.locator('[data-guide-target]').innerText(), /Finish burying/);
    // Burying a card is legal, but not this step's move.
    await page.locator('.hand .card-button').first().click();
    await panel.locator('.guide-note').waitFor();
    assert.match(await panel.locator('.guide-note').innerText(), /Not in this guided game/);
    assert.equal(await actions(page), 0);
    // The step's own move goes through; the opponent answers from the script.
    await page.locator('[data-guide-target]').click();
    await page.waitForFunction(() => Number(document.querySelector('.table')?.dataset.actions) >= 2, null, { timeout: 15000 });
    await page.reload();
    await panel.waitFor({ timeout: 30000 });
    assert.match(await panel.locator('.step-count').innerText(), /step 5 of/);
    assert.deepEqual(errors, []);
  }));
