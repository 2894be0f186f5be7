// Browser test of the Weave table against the release build in dist/ (run `make build` first):
// a season made on the new-game page with a storyteller and two players (one tablet passed
// around), both characters made by clicking, a scene with a challenge rolled by a player; the
// storyteller's hand is never in the page on a player's turn or at a hand-off; a reload
// mid-scene resumes the same season; axe-core finds nothing serious. Screenshots at four sizes
// are written to docs/screenshots/weave/ with LOOMHALL_SCREENSHOTS=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { axeProblems } from './weavers-helpers.mjs';
import { fillNewGame, openHome, withApp } from './harness.mjs';

// The first built-in playset (src/games/weave/content.rs, BUILTIN): Story card id = position.
const PLAYSET = new URL('../../cards/weave/hollowmere.ron', import.meta.url);
const SHOTS = process.env.LOOMHALL_SCREENSHOTS ? new URL('../../docs/screenshots/weave/', import.meta.url) : null;

async function axe(page, label) {
  assert.deepEqual(await axeProblems(page), [], label);
}

async function storyTitles() {
  const text = await readFile(PLAYSET, 'utf8');
  return [...text.matchAll(/title: "([^"]+)"/g)].map((m) => m[1]);
}

async function save(page) {
  const slot = decodeURIComponent(page.url().split('#/table/')[1] || '');
  const raw = await page.evaluate((k) => localStorage.getItem(k), `loomhall.save.${slot}`);
  return { raw, state: JSON.parse(JSON.parse(raw).snapshot) };
}

const actionsDone = async (page) => Number(await page.locator('.table').getAttribute('data-actions'));

/** Clicks a choice and waits until the table has recorded it. */
async function choose(page, name) {
  const before = await actionsDone(page);
  await page.locator('.weave-choices').getByRole('button', { name }).first().click();
  await page.waitForFunction((k) => Number(document.querySelector('.table')?.getAttribute('data-actions')) > k, before);
}

/** The storyteller's secret Story cards must not be in the page (text or attributes). */
async function assertHandHidden(page, titles, what) {
  const { state } = await save(page);
  const html = await page.content();
  for (const id of state.table.hand_stories) {
    assert.ok(!html.includes(titles[id]), `${what}: the storyteller's ${titles[id]} is in the page`);
  }
  assert.equal(await page.locator('.storyteller-hand').count(), 0, `${what}: the storyteller's hand is drawn`);
}

/** Passes the tablet if the hand-off screen shows; returns who took it. */
async function takeTablet(page, titles) {
  const handOff = page.locator('#hand-off-title');
  await page.waitForSelector('#hand-off-title, .weave-choices');
  if (!(await handOff.count())) return null;
  const who = (await handOff.innerText()).replace(/^Pass to (.*) — .*$/, '$1');
  await assertHandHidden(page, titles, `hand-off to ${who}`);
  await page.getByRole('button', { name: `I am ${who}: show my table` }).click();
  await page.locator('.weave-choices').waitFor();
  return who;
}

/** Makes the acting player's character: the first offer at every step, then a typed name. */
async function makeCharacter(page, name) {
  while (!(await page.locator('#weave-name').count())) {
    await choose(page, /^(Backstory|Talent|Flaw|Item|Signature move): /);
  }
  const before = await actionsDone(page);
  await page.getByLabel('Or type a name').fill(name);
  await page.getByRole('button', { name: 'Use this name' }).click();
  await page.waitForFunction((k) => Number(document.querySelector('.table')?.getAttribute('data-actions')) > k, before);
}

test('a season with a storyteller and two players: characters, a scene, a challenge, a reload', () =>
  withApp(async ({ page, url, errors }) => {
    const titles = await storyTitles();
    await openHome(page, url);
    await fillNewGame(page, url, 'weave', [['Sage', 'human'], ['Ana', 'human'], ['Ben', 'human']], 4);
    await page.getByLabel('Episodes in the season').fill('2');
    await page.getByLabel('Episodes in the season').press('Tab');
    await axe(page, 'new-game page');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);

    // Character creation: Ana, then Ben, each on their own turn.
    // The first seat to act may get the tablet straight away, or through a hand-off screen.
    assert.ok(['Ana', null].includes(await takeTablet(page, titles)));
    await assertHandHidden(page, titles, "Ana's character");
    await page.locator('.weave-draft').waitFor();
    await makeCharacter(page, 'Wren');
    assert.equal(await takeTablet(page, titles), 'Ben');
    await makeCharacter(page, 'Moss');

    // The storyteller frames the first scene: the hand is theirs to see.
    assert.equal(await takeTablet(page, titles), 'Sage');
    await page.locator('.storyteller-hand').waitFor();
    const sheets = page.locator('.character-sheet');
    assert.equal(await sheets.count(), 2);
    await sheets.filter({ hasText: 'Wren' }).getByText('Signature move').first().waitFor();
    await axe(page, "storyteller's table");
    const focus = (await save(page)).state.table.characters[0].focus;
    await choose(page, `${focus} challenge for Wren`);
    await page.locator('.weave-challenge').waitFor();
    await choose(page, 'Go on to the dice pool');
    // The pool's make-up is explained: base 3 and the focus suit's die.
    const pool = page.locator('.weave-challenge .pool');
    await pool.getByRole('row', { name: /Base \+3/ }).waitFor();
    await pool.getByRole('row', { name: /Focus suit \+1/ }).waitFor();
    await choose(page, 'The pool is agreed');

    // Ana rolls: the storyteller's hand is nowhere in the page on her turn.
    assert.equal(await takeTablet(page, titles), 'Ana');
    await assertHandHidden(page, titles, "Ana's roll");
    await axe(page, "a player's table");
    await choose(page, 'Roll the dice');
    const dice = page.locator('.weave-rolls .dice').first().locator('.die');
    assert.ok((await dice.count()) >= 4, 'base 3 + focus 1 dice are drawn');
    const rolled = (await save(page)).state.table.last_roll;
    assert.equal(await dice.count(), rolled.faces.length);
    assert.equal(await page.locator('.weave-rolls .rerolls .die').count(), rolled.rerolls.length);
    await page.locator('.weave-rolls .verdict').getByText(`against level ${rolled.level}`).waitFor();
    // The log is the table's: the roll is there with its rule.
    await page.locator('.log-line').filter({ hasText: 'DETERMINE SUCCESS' }).first().waitFor();

    // A reload mid-scene keeps everything.
    const before = await save(page);
    await page.reload();
    await page.waitForSelector('#hand-off-title, .weave-choices, .weave-spread');
    const after = await save(page);
    assert.equal(after.raw, before.raw, 'nothing changed by reloading');
    await takeTablet(page, titles);
    assert.equal(await page.locator('.character-sheet').count(), 2);
    assert.equal(await page.locator('.weave-rolls .dice').first().locator('.die').count(), rolled.faces.length);
    await axe(page, 'after the reload');

    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      for (const [width, height] of [[1024, 768], [768, 1024], [390, 844], [1440, 900]]) {
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(200);
        await page.screenshot({ path: new URL(`table-${width}x${height}.png`, SHOTS).pathname, fullPage: width < 500 });
      }
    }
    assert.deepEqual(errors, []);
  }));
