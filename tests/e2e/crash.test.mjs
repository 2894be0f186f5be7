// A crash never loses the table (src/app/crash.rs, web/boot.js). The test build (`make test`
// builds with LOOMHALL_TEST_HOOKS) panics on purpose where localStorage's `loomhall.test.panic`
// says: "move" (the table's drawing after a move), "table" (every drawing of a table), "worker"
// (the AI worker's next request). Each time: the plain panel covers the page ("Something went
// wrong. Your game is saved up to your last move.", Reload and Home), the panic's message is in
// the console, and the save is as it was before the failing drawing. A reload opens the table at
// the last good move; a save that crashes its board as it opens is shown with the reason instead,
// and opens again when asked.
import test from 'node:test';
import assert from 'node:assert/strict';
import { currentSave, homeReady, withApp } from './harness.mjs';
import { newWeaversGame, playChoice } from './weavers-helpers.mjs';

const PANIC = 'loomhall.test.panic';
const setPanic = (page, point) =>
  page.evaluate(([k, v]) => (v ? localStorage.setItem(k, v) : localStorage.removeItem(k)), [PANIC, point]);

/** The panel is up, says what it must, and has the focus on Reload. */
async function assertPanel(page) {
  const panel = page.getByRole('alertdialog', { name: 'Something went wrong.' });
  await panel.waitFor({ timeout: 15000 });
  assert.match(await panel.innerText(), /Your game is saved up to your last move\./);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Reload');
  await page.getByRole('button', { name: 'Home' }).waitFor();
}

/** Takes the device at a hand-off, if there is one. */
async function takeDevice(page) {
  const ready = page.getByRole('button', { name: /^I am .*: show my table$/ });
  if (await ready.count()) await ready.click();
}

test('a panic after a move keeps the save at the last move, and Reload opens the table there', async () => {
  await withApp(async ({ page, url, errors }) => {
    await newWeaversGame(page, url, { seed: 11 });
    await takeDevice(page);
    assert.ok(await playChoice(page), 'a first move');
    await takeDevice(page);
    await page.locator('.choice-bar').waitFor();
    const good = await currentSave(page);
    const moves = good.save.record.actions.length;
    assert.ok(moves >= 1);

    await setPanic(page, 'move');
    assert.ok(await playChoice(page), 'the move that crashes');
    await assertPanel(page);
    assert.ok(errors.some((e) => e.includes('a panic on purpose')), `the panic is in the console: ${errors.join(' | ')}`);
    const after = await page.evaluate((k) => localStorage.getItem(k), `loomhall.save.${good.slot}`);
    assert.equal(after, good.raw, 'the save is as it was before the failing drawing');
    const note = JSON.parse(await page.evaluate(() => localStorage.getItem('loomhall.crash')));
    assert.equal(note.slot, good.slot);
    assert.equal(note.opening, false);

    // The page is frozen behind the panel; Reload opens the table at the last good move.
    await setPanic(page, null);
    errors.length = 0;
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.locator('.table').waitFor({ timeout: 30000 });
    assert.equal(Number(await page.locator('.table').getAttribute('data-actions')), moves);
    assert.equal(await page.locator('.crash-panel').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('loomhall.crash')), null, 'the note has served');
    assert.deepEqual(errors, []);
  });
});

test('a save that crashes its board as it opens is listed with the reason, and opens when asked', async () => {
  await withApp(async ({ page, url, errors }) => {
    await newWeaversGame(page, url, { seed: 12 });
    const good = await currentSave(page);
    await setPanic(page, 'table');
    await page.reload();
    await assertPanel(page);
    assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('loomhall.crash'))).opening, true);

    // Reloading does not crash again: the game's page says why and keeps the save.
    await page.getByRole('button', { name: 'Reload' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This game crashed Loomhall when it was last opened' });
    await alert.waitFor({ timeout: 30000 });
    assert.match(await page.locator('.crash-reason').innerText(), /a panic on purpose/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), `loomhall.save.${good.slot}`), good.raw);

    // Home lists it; the panel's Home button goes there too.
    await page.getByRole('link', { name: 'Back to the library' }).click();
    await homeReady(page);
    await page.getByRole('link', { name: `Continue ${good.save.meta.title}` }).waitFor();

    await setPanic(page, null);
    await page.goto(`${url}#/table/${encodeURIComponent(good.slot)}`);
    await page.getByRole('button', { name: 'Open it again' }).click();
    await page.locator('.table').waitFor({ timeout: 30000 });
    assert.equal(await page.evaluate(() => localStorage.getItem('loomhall.crash')), null);
    errors.length = 0;
  });
});

test('the Home button of the panel reloads onto the home page, the save listed', async () => {
  await withApp(async ({ page, url }) => {
    await newWeaversGame(page, url, { seed: 13 });
    const good = await currentSave(page);
    await setPanic(page, 'table');
    await page.reload();
    await assertPanel(page);
    await setPanic(page, null);
    await page.getByRole('button', { name: 'Home' }).click();
    await homeReady(page);
    await page.getByRole('link', { name: `Continue ${good.save.meta.title}` }).waitFor();
    assert.equal(await page.locator('.crash-panel').count(), 0);
  });
});

test('a panic in the AI worker shows the panel; the save keeps the last move', async () => {
  await withApp(async ({ page, url, errors }) => {
    await page.goto(url);
    await homeReady(page);
    await setPanic(page, 'worker');
    await newWeaversGame(page, url, { kinds: ['human', 'ismcts:easy'], seed: 14 });
    await assertPanel(page);
    assert.match(await page.locator('.crash-detail').innerText(), /computer player/);
    const { save } = await currentSave(page);
    assert.equal(save.record.actions.length, 0);
    errors.length = 0;
  });
});
