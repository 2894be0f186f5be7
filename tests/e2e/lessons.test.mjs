// Lessons (issue 29, docs/lessons.md) in the browser: a shipped lesson opened from its game's
// library card and played through the real controls — words with "Next", the lesson's own move
// played by itself, a question answered wrong (explained, nothing played), a hint, a reload in
// the middle, then the right answer and the next chapter with its marks on the board's pieces.
// Shared as a link and opened in a fresh profile (no storage), saved only when asked; offline;
// at phone size; axe clean. Hostile links are refused with their reason and write nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { actions, axeProblems, labelProblems, openBrowser, openHome, waitForActions, withApp } from './harness.mjs';
import { GAMES, lessonRoutes } from './scenarios.mjs';
import { newWeaversGame, playChoice } from './weavers-helpers.mjs';

const TITLE = 'The effects phase: shields, then damage, then healing';

/** Opens the shipped Weavers lesson from the library card and starts chapter `n` (1-based). */
async function startChapter(page, url, n = 1) {
  await openHome(page, url);
  await page.getByRole('link', { name: `Lesson: ${TITLE}` }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: new RegExp(`^(Start|Continue) chapter ${n}$`) }).click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  await page.locator('.lesson-panel').waitFor({ timeout: 30000 });
}

/** Casts a Weavers card from the hand as the table offers it: the card, then "Cast face up". */
async function cast(page, name) {
  await page.locator('.card-button', { hasText: name }).first().click();
  await page.getByRole('button', { name: /Cast face up/ }).first().click();
}

/** The shipped Weavers lesson's JSON, to change into other lessons. */
async function weaversLesson() {
  return JSON.parse(await readFile(new URL('../../lessons/weavers/effects-phase.json', import.meta.url), 'utf8'));
}

/** A lesson packed as a link carries it: deflate-raw by the browser, then base64url. */
async function packLesson(page, lesson) {
  return page.evaluate(async (lesson) => {
    const stream = new Blob([JSON.stringify(lesson)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }, lesson);
}

/** The localStorage keys of lessons kept on this device. */
async function lessonKeys(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('loomhall.lesson.')));
}

test('a shipped lesson plays: words, its own move, a wrong answer explained, a hint, a reload, the right answer, marks', () =>
  withApp(async ({ page, url, errors }) => {
    await startChapter(page, url, 1);
    const panel = page.locator('.lesson-panel');
    assert.match(await panel.locator('.step-count').innerText(), /chapter 1 of 2: A shield blocks before damage hurts · step 1 of 3/);
    // Words with bold, and the rule they cite (opens the rule's popover, not another page).
    assert.equal(await panel.locator('.step-text strong').first().innerText(), 'cards');
    await panel.locator('.cite').first().click();
    await page.locator('.rule-popover').waitFor();
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Next' }).click();
    // Lumen's card is the lesson's own move: played by itself, then the question.
    await panel.locator('.lesson-question').waitFor({ timeout: 15000 });
    assert.equal(await actions(page), 1);
    assert.match(await panel.innerText(), /Your move, You: Which card do you cast so that Dawnstrike's damage costs you no card\?/);

    // A wrong answer is explained and changes nothing.
    await cast(page, 'Burning Blood');
    const feedback = panel.locator('.lesson-feedback.wrong');
    await feedback.waitFor();
    assert.match(await feedback.innerText(), /Burning Blood hurts Lumen, but it gives you no shield/);
    assert.equal(await actions(page), 1);
    // A hint on request.
    await panel.getByRole('button', { name: 'Hint' }).click();
    assert.match(await panel.locator('.lesson-hint').innerText(), /instant effect gives you a Shield/);

    // A reload in the middle comes back to the same question.
    await page.reload();
    await panel.locator('.lesson-question').waitFor({ timeout: 30000 });
    assert.match(await panel.locator('.step-count').innerText(), /step 3 of 3/);
    // Two wrong answers offer "Show me".
    await cast(page, 'Cauterize');
    await panel.locator('.lesson-feedback.wrong').waitFor();
    await cast(page, 'Spark Flick');
    await panel.getByRole('button', { name: 'Show me' }).waitFor();
    assert.match(await panel.innerText(), /The lesson's answer: Cast Wall of Flame face up/);

    // The right answer is played, and the chapter is complete.
    await cast(page, 'Wall of Flame');
    await panel.locator('.lesson-feedback.right').waitFor();
    assert.match(await panel.locator('.lesson-feedback.right').innerText(), /Right: Wall of Flame gives you a shield at once/);
    await panel.getByText('Chapter complete.').waitFor({ timeout: 15000 });
    assert.ok((await actions(page)) >= 2);
    assert.deepEqual(await axeProblems(page), []);

    // The next chapter: its first step marks your seat, with a symbol and a word, not colour alone.
    await panel.getByRole('button', { name: 'Next chapter' }).click();
    await page.waitForFunction(() => document.querySelector('.lesson-panel .step-count')?.textContent.includes('chapter 2 of 2'));
    const marked = page.locator('[data-piece="seat:0"][data-lesson-mark]');
    await marked.waitFor();
    assert.equal(await marked.getAttribute('data-lesson-mark'), '⚠ danger');
    assert.match(await panel.locator('.mark-legend').innerText(), /danger: You/);
    await panel.getByRole('button', { name: 'Next' }).click();
    // Lumen's Glare: its card is marked on the table once it is shown.
    await panel.locator('.lesson-question').waitFor({ timeout: 15000 });
    await cast(page, 'Cauterize');
    await panel.locator('.lesson-feedback.right').waitFor();
    // The last step's mark replaces the first's.
    await page.waitForFunction(() => document.querySelector('[data-lesson-mark]')?.getAttribute('data-lesson-mark') === '◎ look');
    assert.deepEqual(errors, []);
  }));

test('a lesson shared by link opens in a fresh profile, asks before saving, and plays offline', () =>
  withApp(async ({ page, url, errors, context }) => {
    await openHome(page, url);
    await page.goto(`${url}#/lessons/shipped-weavers-effects-phase`);
    await page.getByRole('button', { name: 'Make a link' }).click();
    const link = await page.locator('input.lesson-link').inputValue();
    assert.match(link, /#\/lesson\/[A-Za-z0-9_-]+$/);

    const fresh = await openBrowser();
    try {
      const other = fresh.page;
      const here = link.replace(/^https?:\/\/[^/]+\//, url);
      await other.goto(here);
      await other.getByRole('button', { name: 'Save and open' }).waitFor({ timeout: 30000 });
      assert.deepEqual(await lessonKeys(other), [], 'nothing is stored before the person says so');
      assert.match(await other.locator('main').innerText(), /Every position and answer is checked against the rules before you play it/);
      await other.getByRole('button', { name: 'Save and open' }).click();
      await other.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      assert.equal((await lessonKeys(other)).length, 1);
      // Each chapter's card says how long it is, counted in words that agree with the count.
      assert.deepEqual(await other.locator('.chapter .muted').allInnerTexts(), ['3 steps, 1 question', '4 steps, 1 question']);
      // Listed on the home page as the student's own.
      await openHome(other, url);
      await other.getByRole('heading', { name: 'Your lessons' }).waitFor({ timeout: 30000 });
      await other.locator('.lesson-card').getByRole('link', { name: 'Open' }).click();
      await other.getByRole('button', { name: 'Start chapter 1' }).click();
      await other.locator('.lesson-panel').waitFor({ timeout: 30000 });
      // Offline after the first visit: the chapter's table reloads and plays on.
      await other.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30000 });
      await fresh.context.setOffline(true);
      await other.reload();
      await other.locator('.lesson-panel').getByRole('button', { name: 'Next' }).click({ timeout: 30000 });
      await other.locator('.lesson-question').waitFor({ timeout: 15000 });
      assert.deepEqual(fresh.errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e)), []);
    } finally {
      await fresh.close();
    }
    assert.deepEqual(errors, []);
  }));

test('hostile lesson links and files are refused with their reason and write nothing', () =>
  withApp(async ({ page, url }) => {
    await openHome(page, url);
    const cases = [
      ['not-base64!*', /damaged/],
      ['A'.repeat(100000), /longer than a lesson link may be/],
      // Valid base64url of bytes that are not deflate data.
      [Buffer.from('plain text, not packed').toString('base64url'), /cannot be unpacked/],
    ];
    for (const [data, reason] of cases) {
      await page.goto(`${url}#/lesson/${data}`);
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 30000 });
      assert.match(await alert.innerText(), reason);
      assert.deepEqual(await lessonKeys(page), []);
    }
    // A packed lesson whose step the rules refuse: named, nothing written.
    const shipped = await weaversLesson();
    // Lumen does not hold Fireball: chapter 1's step 2 cannot be played.
    shipped.chapters[0].steps[1].play.actions = [{ Cast: { card: 'fireball', face_up: true } }];
    const packed = await packLesson(page, shipped);
    await page.goto(`${url}#/lesson/${packed}`);
    await page.getByRole('alert').waitFor({ timeout: 30000 });
    assert.match(await page.getByRole('alert').innerText(), /chapter 1, step 2: field `chapters\[0\]\.steps\[1\]\.play`/);
    assert.deepEqual(await lessonKeys(page), []);
    // An unknown game and deep nesting, as a link and as a file: refused, nothing written.
    const original = await weaversLesson();
    let deep = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    const hostile = [
      [{ ...original, game: 'chess' }, /unknown game "chess"/],
      [{ ...original, chapters: [{ ...original.chapters[0], seats: deep }] }, /nests \d+ levels deep/],
    ];
    for (const [lesson, reason] of hostile) {
      const data = await packLesson(page, lesson);
      await page.goto(`${url}#/lesson/${data}`);
      await page.getByRole('alert').waitFor({ timeout: 30000 });
      assert.match(await page.getByRole('alert').innerText(), reason);
      await openHome(page, url);
      await page.getByLabel('Import a saved game, a scenario or a lesson from a file').setInputFiles({
        name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lesson)),
      });
      await page.getByText(/“hostile\.json” was not imported/).waitFor({ timeout: 30000 });
      assert.match(await page.getByText(/“hostile\.json” was not imported/).innerText(), reason);
      assert.deepEqual(await lessonKeys(page), []);
    }
    // A damaged lesson in storage is listed with its reason and kept.
    await page.evaluate(() => localStorage.setItem('loomhall.lesson.saved-damaged', '{"format":"loomhall-lesson"'));
    await openHome(page, url);
    await page.getByText('A lesson that cannot be read').waitFor({ timeout: 30000 });
    assert.match(await page.locator('.lesson-card.problem').innerText(), /cut off/);
    assert.deepEqual(await lessonKeys(page), ['loomhall.lesson.saved-damaged']);
  }));

test('a lesson at phone size: nothing wider than the screen, the question and the hand in reach', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startChapter(page, url, 1);
    await page.locator('.lesson-panel').getByRole('button', { name: 'Next' }).click();
    await page.locator('.lesson-question').waitFor({ timeout: 15000 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the page is ${wide} px wide`);
    await cast(page, 'Wall of Flame');
    await page.locator('.lesson-feedback.right').waitFor();
    assert.deepEqual(await axeProblems(page), []);
    assert.deepEqual(errors, []);
  }));

test("every game's shipped lesson at phone size: each mark's label is drawn whole and covers no text", () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const checked = [];
    for (const route of GAMES.flatMap(lessonRoutes)) {
      const lesson = route.slice('#/lessons/shipped-'.length);
      await page.goto(url + route);
      await page.getByRole('button', { name: 'Start chapter 1' }).click();
      await page.locator('.lesson-panel').waitFor({ timeout: 30000 });
      // The chapter's steps up to its question, or its fourth.
      for (let step = 1; step <= 4; step++) {
        await page.waitForTimeout(300);
        if (await page.locator('[data-lesson-mark]').count()) {
          checked.push(`${lesson} step ${step}`);
          // The step brings a marked piece into view, clear of the panels pinned to the window.
          await page.waitForFunction(() => [...document.querySelectorAll('[data-lesson-mark]')].some((el) => {
            const r = el.getBoundingClientRect();
            const [x, y] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
            const at = y > 0 && y < innerHeight && document.elementFromPoint(x, y);
            return !!at && (el.contains(at) || at.contains(el));
          }), undefined, { timeout: 5000 }).catch(() => assert.fail(`${lesson}, step ${step}: no marked piece in view`));
          assert.deepEqual(await labelProblems(page, '[data-lesson-mark]'), [], `${lesson}, step ${step}`);
        }
        const next = page.locator('.lesson-panel').getByRole('button', { name: /^Next(?! chapter)/ });
        if (!(await next.count()) || !(await next.isEnabled())) break;
        await next.click();
      }
    }
    // The marks seen on the way: a seat's panel in three games, cards in a hand that scrolls.
    assert.ok(checked.length >= 4, `marks checked at ${checked.join(', ')}`);
    assert.deepEqual(errors, []);
  }));

/** Teaching mode: the seat to act makes its choice, then sees all of its events at once. */
async function teachingMove(page) {
  const before = await actions(page);
  assert.ok(await playChoice(page), 'a choice to make');
  await waitForActions(page, before);
  await closeStepper(page);
}

async function closeStepper(page) {
  const stepper = page.locator('.event-stepper');
  if (await stepper.count()) await stepper.getByRole('button', { name: /^(Show all|Done)$/ }).first().click();
  await page.waitForFunction(() => !document.querySelector('.event-stepper'));
}

/** Casts the `n`th card (from 0) of the hand the table offers, face up. */
async function castNth(page, n) {
  await page.locator('.cast-choice').waitFor({ timeout: 15000 });
  await page.locator('.card-button').nth(n).click();
  await page.getByRole('button', { name: 'Cast face up' }).click();
}

/** The builder's draft as kept in storage. */
async function draft(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('loomhall.lesson-draft')));
}

test('a teacher builds a three-chapter lesson at the table; a class opens its link and answers it', () =>
  withApp(async ({ page, url, errors }) => {
    await newWeaversGame(page, url, { teaching: true, seed: 7 });
    // Bo's bury (if any) and Ada's: the position the lesson starts from is the casting phase.
    while (!(await page.locator('.cast-choice').count())) await teachingMove(page);
    await page.getByRole('button', { name: 'Add to a lesson' }).click();
    const builder = page.locator('.lesson-builder');
    await builder.getByLabel("New lesson's title").fill('Casting together');
    await builder.getByLabel('Chapter title', { exact: true }).fill('Secret choices');
    await builder.getByRole('button', { name: 'Start the chapter here' }).click();
    await builder.getByRole('heading', { name: 'Lesson builder' }).waitFor();

    // Chapter 1: words citing a rule, a seat marked by tapping it, a move played at the table.
    await builder.getByLabel(/^Words \(/).fill('Both players **choose in secret**.');
    await builder.getByLabel('Cite a rule (optional)').selectOption({ index: 1 });
    await builder.getByRole('button', { name: 'Add the words' }).click();
    await builder.getByRole('button', { name: 'Edit step 1' }).click();
    await builder.getByLabel(/Mark pieces by tapping/).check();
    await page.locator('.board [data-piece="seat:1"] h2').click();
    await builder.locator('.step-editor .mark-legend').getByText(/look: Bo/).waitFor();
    // Drawn on the board as a student will see it, with a symbol and a word.
    assert.equal(await page.locator('[data-piece="seat:1"]').first().getAttribute('data-lesson-mark'), '◎ look');
    await builder.getByLabel(/Mark pieces by tapping/).uncheck();
    await builder.getByRole('button', { name: 'Close', exact: true }).click();
    const start = await actions(page);
    await castNth(page, 0);
    await waitForActions(page, start);
    await closeStepper(page);
    await builder.getByText(/^2\. Move/).waitFor();

    // Chapter 2 from this position: a question for Bo, an expected wrong answer, the right one.
    await builder.locator('summary', { hasText: 'Start a new chapter' }).click();
    await builder.getByLabel('Chapter title', { exact: true }).fill('Your card, Bo');
    await builder.getByRole('button', { name: 'Start a new chapter here' }).click();
    await builder.getByRole('heading', { name: 'Chapter 2: steps' }).waitFor();
    await builder.locator('summary', { hasText: 'Ask a question' }).click();
    await builder.getByLabel('Who answers').selectOption({ label: 'Bo' });
    await builder.getByLabel('The question', { exact: true }).fill('Which card does Bo cast?');
    await builder.getByLabel('What a right answer hears').fill('Right: the first card of the hand.');
    await builder.getByLabel('Hint (optional)').fill('Look at the first card.');
    await builder.getByRole('button', { name: 'Ask, then play the answer on the table' }).click();
    await builder.getByText(/^1\. Question \(play its answer\)/).waitFor();
    await builder.getByLabel('What a wrong answer hears').fill('Not that card: the first one is the answer.');
    await builder.getByRole('button', { name: "Record Bo's next move as a wrong answer" }).click();
    const asked = await actions(page);
    await castNth(page, 1);
    // Kept as the wrong answer, and taken back at the table.
    await page.waitForFunction(async () => {
      const d = JSON.parse(localStorage.getItem('loomhall.lesson-draft'));
      return d.lesson.chapters[1].steps[0].question.wrong.length === 1;
    });
    await page.waitForFunction((n) => Number(document.querySelector('.table').dataset.actions) === n, asked);
    await closeStepper(page);
    // Another right answer: the third card, kept and taken back the same way.
    await builder.getByRole('button', { name: "Record Bo's next move as another right answer" }).click();
    await castNth(page, 2);
    await builder.getByText(/Other right answers recorded: 1/).waitFor();
    await page.waitForFunction((n) => Number(document.querySelector('.table').dataset.actions) === n, asked);
    await closeStepper(page);
    await castNth(page, 0);
    await waitForActions(page, asked);
    await closeStepper(page);
    await builder.getByText(/^1\. Question: Which card does Bo cast\?/).waitFor();
    assert.equal((await draft(page)).lesson.chapters[1].steps[0].question.accept.length, 2);
    // "Any answer that …": a condition on the answering seat's view, set and then undone.
    await builder.getByRole('button', { name: 'Edit step 1' }).click();
    const condition = builder.locator('.builder-condition');
    await condition.getByLabel(/In words/).fill('you end the round');
    await condition.getByRole('button', { name: 'Set the condition' }).click();
    await condition.getByText(/^Right when you end the round/).waitFor();
    await builder.getByRole('button', { name: 'Undo in the lesson' }).click();
    await page.waitForFunction(() => !document.querySelector('.builder-condition')?.textContent.includes('Right when'));
    await builder.getByRole('button', { name: 'Close', exact: true }).click();

    // Chapter 3: two steps of words; reorder, delete, and undo the deletion.
    await builder.getByLabel('Chapter title', { exact: true }).fill('What happened');
    await builder.getByRole('button', { name: 'Start a new chapter here' }).click();
    await builder.getByRole('heading', { name: 'Chapter 3: steps' }).waitFor();
    for (const words of ['Both cards were revealed together.', 'Then the effects phase.']) {
      await builder.getByLabel(/^Words \(/).fill(words);
      await builder.getByRole('button', { name: 'Add the words' }).click();
      await builder.getByText(words).waitFor();
    }
    await builder.getByRole('button', { name: 'Move step 2 up' }).click();
    await builder.getByText(/^1\. Words: Then the effects phase/).waitFor();
    await builder.getByRole('button', { name: 'Delete step 1' }).click();
    await page.waitForFunction(() => !document.querySelector('.builder-steps')?.textContent.includes('Then the effects'));
    await builder.getByRole('button', { name: 'Undo in the lesson' }).click();
    await builder.getByText(/^1\. Words: Then the effects phase/).waitFor();
    assert.match(await builder.locator('.builder-status').innerText(), /Kept in “Your lessons”/);
    assert.doesNotMatch(await builder.locator('.builder-status').innerText(), /Does not play/);
    assert.deepEqual(await axeProblems(page), []);

    // Preview chapter 2 as a student: a wrong answer explained, then the right one.
    await builder.getByRole('button', { name: 'Preview chapter 2 as a student' }).click();
    const panel = page.locator('.lesson-panel');
    await panel.locator('.lesson-question').waitFor({ timeout: 30000 });
    await castNth(page, 1);
    await panel.locator('.lesson-feedback.wrong').getByText('Not that card: the first one is the answer.').waitFor();
    // The other right answer is right too; the lesson goes on from its own.
    await castNth(page, 2);
    await panel.locator('.lesson-feedback.right').getByText(/Right: the first card of the hand\. The lesson goes on from its own answer/).waitFor();

    // Shared by link from the lesson's page.
    await panel.locator('.lesson-name').click();
    await page.getByRole('link', { name: 'Back to building this lesson' }).waitFor();
    await page.getByRole('button', { name: 'Make a link' }).click();
    const link = await page.locator('input.lesson-link').inputValue();
    assert.deepEqual(errors, []);

    // A student's fresh profile at phone size: saved only when asked, answered wrong then
    // right, reloaded mid-question and offline.
    const fresh = await openBrowser();
    try {
      const other = fresh.page;
      await other.setViewportSize({ width: 390, height: 844 });
      await other.goto(link.replace(/^https?:\/\/[^/]+\//, url));
      await other.getByRole('button', { name: 'Save and open' }).click({ timeout: 30000 });
      await other.getByRole('heading', { level: 1, name: 'Casting together' }).waitFor();
      await other.getByRole('button', { name: 'Start chapter 1' }).click();
      const student = other.locator('.lesson-panel');
      await other.locator('[data-piece="seat:1"][data-lesson-mark="◎ look"]').waitFor({ timeout: 30000 });
      await student.getByRole('button', { name: 'Next' }).click();
      await student.getByText('Chapter complete.').waitFor({ timeout: 15000 });
      await student.getByRole('button', { name: 'Next chapter' }).click();
      await student.locator('.lesson-question').waitFor({ timeout: 30000 });
      await castNth(other, 1);
      await student.locator('.lesson-feedback.wrong').waitFor();
      await other.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 30000 });
      await fresh.context.setOffline(true);
      await other.reload();
      await student.locator('.lesson-question').waitFor({ timeout: 30000 });
      await castNth(other, 0);
      await student.locator('.lesson-feedback.right').waitFor();
      const wide = await other.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= 390, `the page is ${wide} px wide`);
      assert.deepEqual(await axeProblems(other), []);
      assert.deepEqual(fresh.errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e)), []);
    } finally {
      await fresh.close();
    }
  }));

test('a lesson on the large table (a projector): the class reads the step and the question from the room', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.evaluate(() => {
      const settings = JSON.parse(localStorage.getItem('loomhall.settings') || '{}');
      localStorage.setItem('loomhall.settings', JSON.stringify({ ...settings, large_table: true }));
    });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await startChapter(page, url, 1);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.largeTable), 'true');
    await page.locator('.lesson-panel').getByRole('button', { name: 'Next' }).click();
    await page.locator('.lesson-question').waitFor({ timeout: 15000 });
    // Every word of the panel at least 18 px as drawn (CSS zoom counted), none cut off sideways.
    const smallest = await page.evaluate(() => {
      let px = Infinity;
      const walker = document.createTreeWalker(document.querySelector('.lesson-panel'), NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!n.textContent.trim() || el.closest('.visually-hidden') || !el.getClientRects().length) continue;
        px = Math.min(px, parseFloat(getComputedStyle(el).fontSize) * (el.currentCSSZoom ?? 1));
      }
      return px;
    });
    assert.ok(smallest >= 17.95, `the lesson panel's smallest text is ${smallest.toFixed(1)} px`);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 1920);
    // The question is on the first screen, where the room looks.
    const box = await page.locator('.lesson-question').boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 1080, `the question is at ${JSON.stringify(box)}`);
    await cast(page, 'Wall of Flame');
    await page.locator('.lesson-feedback.right').waitFor();
    assert.deepEqual(await axeProblems(page), []);
    assert.deepEqual(errors, []);
  }));

test('pass-and-play: a question for the second seat hands the device to that seat first', () =>
  withApp(async ({ page, url, errors }) => {
    // The shipped lesson with Lumen's secret card turned into Lumen's question: both seats answer.
    const lesson = await weaversLesson();
    const step = lesson.chapters[0].steps[1];
    step.question = { seat: 1, ask: 'Lumen, which card do you cast?', accept: [step.play.actions], right: 'Dawnstrike it is.' };
    delete step.play;
    await openHome(page, url);
    await page.evaluate((text) => localStorage.setItem('loomhall.lesson.saved-two-seats', text), JSON.stringify(lesson));
    await page.goto(`${url}#/lessons/saved-two-seats`);
    await page.getByRole('button', { name: 'Start chapter 1' }).click();
    // The first screen hides every hand until someone takes the device.
    await page.getByRole('button', { name: 'I am You: show my table' }).click({ timeout: 30000 });
    const panel = page.locator('.lesson-panel');
    await panel.getByRole('button', { name: 'Next' }).click();
    // Lumen's question: the device goes to Lumen before any hand shows.
    await page.getByRole('button', { name: 'I am Lumen: show my table' }).click({ timeout: 15000 });
    assert.match(await panel.innerText(), /Your move, Lumen: Lumen, which card do you cast\?/);
    const before = await actions(page);
    await cast(page, 'Dawnstrike');
    // Right, so played (a wrong answer plays nothing); then the device goes back to You, and
    // the hand-off screen shows nothing of Lumen's choice, the lesson's words on it included.
    await page.getByRole('button', { name: 'I am You: show my table' }).waitFor({ timeout: 15000 });
    assert.equal(await actions(page), before + 1);
    assert.equal(await page.locator('.lesson-panel').count(), 0);
    await page.getByRole('button', { name: 'I am You: show my table' }).click();
    await panel.locator('.lesson-question').waitFor();
    assert.match(await panel.innerText(), /Your move, You:/);
    await cast(page, 'Wall of Flame');
    await panel.locator('.lesson-feedback.right').getByText(/Right: Wall of Flame gives you a shield/).waitFor();
    assert.deepEqual(errors, []);
  }));
