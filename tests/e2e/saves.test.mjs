// Saves under stress in the real build (docs/saves.md): scenario links that ask before saving,
// a full store during play, a tampered save, hostile imports, two tabs on one game, and
// "Set up from here" in the replay viewer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { actions, axeProblems, currentSave, homeReady, openHome, scenarioLink, waitForActions, withApp } from './harness.mjs';
import { MIDGAME4, scenarioHash } from './ioi-scenarios.mjs';
import { humanTurn, newWeaversGame, playChoice } from './weavers-helpers.mjs';

/** Every save slot in localStorage, as [key, text], sorted by key. */
async function saves(page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('loomhall.save.'))
      .sort()
      .map((k) => [k, localStorage.getItem(k)]),
  );
}

/** Teaching mode: the person at the table makes a choice, then sees all of its events at once. */
async function teachingMove(page) {
  const before = await actions(page);
  assert.ok(await playChoice(page), 'a choice to make');
  await waitForActions(page, before);
  const stepper = page.locator('.event-stepper');
  if (await stepper.count()) await stepper.getByRole('button', { name: /^(Show all|Done)$/ }).first().click();
  await page.waitForFunction(() => !document.querySelector('.event-stepper'));
}

/** Against the computer: waits for the person's turn and makes one choice. */
async function humanMove(page) {
  assert.ok(await humanTurn(page), 'the game goes on');
  const before = await actions(page);
  assert.ok(await playChoice(page), 'a choice to make');
  await waitForActions(page, before);
}

/** Chooses a file for the home screen's import button. */
async function importFile(page, name, text) {
  await page.getByLabel('Import a saved game, a scenario or a lesson from a file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.isBuffer(text) ? text : Buffer.from(text),
  });
}

test('a scenario link shows the position and saves it only when asked', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.goto(url + scenarioHash(MIDGAME4, 'IOI lesson'));
    await page.getByRole('heading', { level: 1, name: 'IOI lesson' }).waitFor({ timeout: 30000 });
    // The position as the teacher sees it: every hand open.
    await page.locator('.seat-panel', { hasText: 'Player 2' }).locator('[data-card="Brook"]').first().waitFor();
    assert.deepEqual(await saves(page), [], 'nothing is stored before the person confirms');
    assert.deepEqual(await axeProblems(page), []);
    await page.getByRole('button', { name: "Don't save" }).click();
    await homeReady(page);
    assert.deepEqual(await saves(page), [], "Don't save: nothing stored");

    await page.goto(url + scenarioHash(MIDGAME4, 'IOI lesson'));
    await page.getByRole('button', { name: 'Save and play' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.ioi').waitFor();
    const stored = await saves(page);
    assert.equal(stored.length, 1, 'Save and play: one new game');
    const { save } = await currentSave(page);
    assert.equal(save.game, 'ioi');
    assert.equal(save.meta.teaching, true);
    assert.deepEqual(errors, []);
  }));

test('a bad scenario link says why and stores nothing', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    const bad = [
      ['malformed', '#/scenario/%%%not-base64', /not valid base64url|cut off/],
      ['over 64 KB', scenarioLink('ioi', 'Big', { ...MIDGAME4, note: 'x'.repeat(70 * 1024) }), /too large.*64 KB/],
      ['an unknown game', scenarioLink('chess', 'Chess', {}), /chess/],
      ['an invalid scenario', scenarioLink('ioi', 'Typo', { ...MIDGAME4, hnd: [] }), /hnd/],
    ];
    for (const [what, link] of bad) {
      await page.goto(url + link);
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 30000 });
      const message = await alert.innerText();
      assert.match(message, /This link cannot be opened/, what);
      assert.match(message, bad.find(([w]) => w === what)[2], `${what}: ${message}`);
      assert.equal(await page.getByRole('button', { name: 'Save and play' }).count(), 0, what);
      assert.deepEqual(await saves(page), [], `${what}: nothing stored`);
      await page.goto(url); // a fresh page for the next link
      await homeReady(page);
    }
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  }));

test('a full store during play: play goes on, the table says so, the last good save stays and export works', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { kinds: ['human', 'ismcts:easy'] });
    await humanMove(page);
    await humanTurn(page);
    const good = await currentSave(page);
    const goodActions = good.save.record.actions.length;
    assert.ok(goodActions >= 1);

    // The browser's storage is full from now on.
    await page.evaluate(() => {
      const real = Storage.prototype.setItem;
      window.__realSetItem = real;
      Storage.prototype.setItem = function (key, value) {
        if (key.startsWith('loomhall.save.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return real.call(this, key, value);
      };
    });
    await humanMove(page);
    const alert = page.locator('.table [role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /Not saved: .*storage for Loomhall is full/);
    await humanMove(page); // play goes on
    // The computer's answer to that move lands before the count (the export below holds it).
    await humanTurn(page);
    const played = await actions(page);
    assert.ok(played > goodActions);
    assert.equal((await currentSave(page)).raw, good.raw, 'the last good save is untouched');

    // Export still works: the file is the game as played, a valid save.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export this game as a file' }).click(),
    ]);
    const exported = await readFile(await download.path(), 'utf8');
    assert.equal(JSON.parse(exported).record.actions.length, played);

    // The last good save still loads; the exported file imports as a valid save once there is room.
    await page.evaluate(() => {
      Storage.prototype.setItem = window.__realSetItem;
    });
    await page.goto(url);
    await homeReady(page);
    await importFile(page, download.suggestedFilename(), exported);
    await page.getByRole('status').filter({ hasText: /^Imported/ }).waitFor();
    const slots = await saves(page);
    assert.equal(slots.length, 2);
    assert.ok(slots.some(([k, v]) => k === `loomhall.save.${good.slot}` && v === good.raw));
    await page.goto(`${url}#/table/${good.slot}`);
    await page.locator('.table').waitFor();
    assert.equal(await actions(page), goodActions);
    assert.deepEqual(errors, []);
  }));

test('a tampered save says so when loaded, and nothing else is lost', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { names: ['Ada', 'Bo'] });
    const tampered = await currentSave(page);
    await newWeaversGame(page, url, { names: ['Cy', 'Di'] });
    const intact = await currentSave(page);
    // Someone edits the saved position: a later round than its moves reach.
    const save = JSON.parse(tampered.raw);
    const snapshot = save.snapshot.replace(/"round":(\d+)/, (_, n) => `"round":${Number(n) + 3}`);
    assert.notEqual(snapshot, save.snapshot);
    const edited = tampered.raw.replace(JSON.stringify(save.snapshot), JSON.stringify(snapshot));
    assert.notEqual(edited, tampered.raw);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`loomhall.save.${tampered.slot}`, edited]);

    await page.goto(url);
    const problem = page.locator('.save-card.problem');
    await problem.waitFor({ timeout: 30000 });
    assert.match(await problem.innerText(), /does not match its moves.*altered or damaged/s);
    // The other save is listed and opens.
    await page.getByRole('link', { name: 'Continue Cy vs Di' }).click();
    await page.locator('.table').waitFor();
    assert.equal((await currentSave(page)).raw, intact.raw);
    // Opening the tampered one says why; it stays exactly as it was.
    await page.goto(`${url}#/table/${tampered.slot}`);
    await page.getByRole('heading', { name: 'This game cannot be opened' }).waitFor();
    assert.match(await page.getByRole('alert').innerText(), /altered or damaged/);
    const left = await saves(page);
    assert.deepEqual(left.map(([, v]) => v).sort(), [edited, intact.raw].sort());
    assert.deepEqual(errors, []);
  }));

test('oversize and hostile imports are refused clearly and nothing saved is lost', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { teaching: true });
    await teachingMove(page);
    await teachingMove(page);
    const kept = await saves(page);
    const { save } = await currentSave(page);
    await page.goto(url);
    await homeReady(page);

    const illegal = structuredClone(save);
    // Ada finishes burying again, in the Casting phase.
    illegal.record.actions = [...illegal.record.actions, illegal.record.actions[0]];
    const unknown = structuredClone(save);
    unknown.game = 'chess';
    unknown.record.game = 'chess';
    const cases = [
      ['not-json.json', 'this is not JSON at all', /damaged and cannot be read/],
      ['illegal.json', JSON.stringify(illegal), /moves cannot be replayed|does not match its moves/],
      ['nested.json', '['.repeat(100000) + ']'.repeat(100000), /damaged and cannot be read|not a Loomhall save/],
      ['chess.json', JSON.stringify(unknown), /a game this version does not have \('chess'\)/],
      ['huge.json', Buffer.alloc(2 * 1024 * 1024 + 10, 0x20), /too large to be a save/],
    ];
    for (const [name, text, why] of cases) {
      await importFile(page, name, text);
      const alert = page.getByRole('alert').filter({ hasText: name });
      await alert.waitFor({ timeout: 30000 });
      const message = await alert.innerText();
      assert.match(message, new RegExp(`“${name.replace('.', '\\.')}” was not imported|“${name.replace('.', '\\.')}” is too large`), message);
      assert.match(message, why, `${name}: ${message}`);
      assert.deepEqual(await saves(page), kept, `${name}: nothing saved is lost or added`);
    }
    await page.getByRole('link', { name: /^Continue/ }).click();
    await page.locator('.table').waitFor();
    assert.deepEqual(errors, []);
  }));

test('two tabs on one game: the other tab reloads the newer game and never writes over it', () =>
  withApp(async ({ context, page: a, url, errors }) => {
    await openHome(a, url);
    await newWeaversGame(a, url, { teaching: true });
    const { slot } = await currentSave(a);
    const b = await context.newPage();
    b.on('pageerror', (err) => errors.push(String(err)));
    await b.goto(`${url}#/table/${slot}`);
    await b.locator('.table').waitFor({ timeout: 30000 });

    // Tab A plays: tab B hears of it (the storage event) and shows the game as it is now.
    await teachingMove(a);
    const afterA = await currentSave(a);
    await b.getByText('This game moved on in another tab').waitFor();
    assert.equal(await actions(b), await actions(a));

    // Tab B stops hearing (as if the event were lost) and goes stale while A plays on.
    await b.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
    await b.reload();
    await b.locator('.table').waitFor({ timeout: 30000 });
    await teachingMove(a);
    const newer = await currentSave(a);
    assert.notEqual(newer.raw, afterA.raw);
    assert.equal(await actions(b), afterA.save.record.actions.length, 'tab B is stale');
    // B's next action finds the newer game, reloads it and does not write its own over it.
    await playChoice(b);
    await b.getByText('This game moved on in another tab').waitFor();
    assert.equal(await b.evaluate((k) => localStorage.getItem(k), `loomhall.save.${slot}`), newer.raw);
    assert.equal(await actions(b), newer.save.record.actions.length);
    // From there B plays on normally, and A hears of it.
    await teachingMove(b);
    await a.getByText('This game moved on in another tab').waitFor();
    assert.equal(await actions(a), await actions(b));
    assert.deepEqual(errors, []);
  }));

test('"Set up from here" opens the editor on the replay step shown', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { teaching: true });
    for (let i = 0; i < 12 && !/Round 2/.test(await page.locator('.progress-label').innerText()); i++) {
      await teachingMove(page);
    }
    assert.match(await page.locator('.progress-label').innerText(), /Round 2/);
    const round = () => page.locator('.position-editor').getByLabel('Round', { exact: true }).inputValue();

    // The live position.
    await page.getByRole('button', { name: 'Set up from here' }).click();
    assert.equal(await round(), '2');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A step of the replay: from the end, back into round 1.
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    await page.getByRole('button', { name: 'To the end' }).click();
    const back = page.getByRole('button', { name: /^Back$/ });
    for (let i = 0; i < 20 && !/Round 1/.test(await page.locator('.progress-label').innerText()); i++) await back.click();
    assert.match(await page.locator('.progress-label').innerText(), /Round 1/);
    const step = await page.locator('.replay-step').innerText();
    await page.getByRole('button', { name: 'Set up from here' }).click();
    assert.equal(await round(), '1');
    assert.equal(await page.locator('.replay-controls').count(), 0, 'the editor replaces the replay controls');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Back in the replay where it was.
    assert.equal(await page.locator('.replay-step').innerText(), step);
    assert.deepEqual(errors, []);
  }));
