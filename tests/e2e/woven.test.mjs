// Woven in the browser, against the release build in dist/: a solo game started on the
// new-game page and played by clicking the board's own controls (the first tapestry face, a
// spell cast on a turned or mirrored pattern chosen from the cast panel, map locations, the
// tapestry's squares, the other choices) through several turns; a reload mid-turn keeps the
// game; axe-core finds nothing serious; a two-seat pass-and-play game through a hand-off that
// shows no hand; a Watcher that detects a mage walking into its sight, hunts it and catches
// it at the end of the round, the Citadel's turn shown step by step; every location at least
// 44 px on a phone; a two-finger pinch and a ctrl-wheel zoom around the point under them; a
// rival's attack answered with a reaction spell by clicking; the computer's hints at a turn's
// action, with reasons. Screenshots at four sizes go to docs/screenshots/woven/ with
// LOOMHALL_SCREENSHOTS=1.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import {
  actions, axeProblems, currentSave, fillNewGame, openHome, openScenarioLink, readHints, scenarioLink, waitForActions,
  withApp,
} from './harness.mjs';

const SHOTS = process.env.LOOMHALL_SCREENSHOTS
  ? new URL('../../docs/screenshots/woven/', import.meta.url)
  : new URL('file:///tmp/loomhall-woven/');

async function startGame(page, url, seats, seed) {
  await openHome(page, url);
  await fillNewGame(page, url, 'woven', seats, seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  await page.locator('.woven').waitFor({ timeout: 30000 });
}

const status = (page) => page.locator('.woven-status').innerText();

/** One click on the board: the first tapestry face, a cast (preferring a turned or mirrored
 *  pattern, once `castOnce` allows it), a tapestry square, a map location, or the first listed
 *  choice that is not "Done". Returns what was clicked. */
async function playOne(page, state) {
  const before = await actions(page);
  let what;
  const face = page.getByRole('button', { name: 'Start with the front face' });
  const cast = page.locator('.woven-hand button.cast:not(.unavailable)');
  const option = page.locator('.cast-panel .place-option');
  if (await face.count()) {
    await face.click();
    what = 'face';
  } else if (await option.count()) {
    // The panel shows one place at a time: step to a turned or mirrored one, if there is one.
    const panel = page.locator('.cast-panel');
    const total = Number((await panel.locator('h3').innerText()).match(/of (\d+)/)[1]);
    for (let i = 1; i < total && !/turned|mirrored/.test(await panel.locator('p').innerText()); i++) {
      await panel.getByRole('button', { name: 'Next place' }).click();
    }
    const words = await panel.locator('p').innerText();
    // The place shown is drawn on the tapestry: its element square and new Threads.
    assert.equal(await page.locator('.woven-tapestry .square.pattern-element').count(), 1);
    assert.ok((await page.locator('.woven-tapestry .square.pattern-new').count()) >= 1);
    await option.click();
    what = `cast: ${words}`;
    state.casts.push(words);
  } else if (!state.casts.length && (await cast.count())) {
    await cast.first().click();
    await option.first().waitFor();
    return 'chose a spell';
  } else if (await page.locator('.woven-tapestry .square.target').count()) {
    await page.locator('.woven-tapestry .square.target').first().click();
    what = 'tapestry square';
  } else if (await page.locator('.woven-map .loc.target').count()) {
    const loc = page.locator('.woven-map .loc.target .hit').first();
    what = `map: ${(await loc.getAttribute('aria-label')).split(';')[0]}`;
    await loc.click();
  } else {
    const choices = page.locator('.woven-choices > ul button');
    const notDone = choices.filter({ hasNotText: /^Done$/ });
    const pick = (await notDone.count()) ? notDone.first() : choices.first();
    if (!(await pick.count())) return null;
    what = await pick.innerText();
    await pick.click();
  }
  await waitForActions(page, before);
  return what;
}

test('a solo game from the new-game page: several turns by clicking, a cast on a turned pattern, a reload keeps the game', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await startGame(page, url, [['Ada', 'human']], 3);
    assert.equal(await page.locator('.hand-off').count(), 0);
    assert.deepEqual(await axeProblems(page), [], 'setup');
    const state = { casts: [] };
    const log = [];
    let reloaded = false;
    for (let i = 0; i < 80; i++) {
      const s = await status(page);
      if (/Round 4 /.test(s) || (await page.locator('.end-dialog').count())) break;
      if (!reloaded && state.casts.length && /actions? left/.test(s)) {
        // Mid-turn: the reload shows the same position.
        const n = await actions(page);
        await page.reload();
        await page.locator('.woven').waitFor({ timeout: 30000 });
        assert.equal(await actions(page), n);
        assert.equal(await status(page), s);
        reloaded = true;
        assert.deepEqual(await axeProblems(page), [], 'after a cast and a reload');
      }
      if (!state.hints && /actions? left/.test(s) && (await page.locator('.woven-hand button.cast').count())) {
        // The computer's top choices at a turn's action, each with reasons in the game's words.
        state.hints = await readHints(page);
        log.push(`hints: ${JSON.stringify(state.hints)}`);
      }
      const did = await playOne(page, state);
      assert.ok(did, `nothing to click at: ${s}`);
      log.push(did);
    }
    console.log(log.join('\n'));
    assert.ok(state.casts.length >= 1, 'a spell was cast');
    assert.match(state.casts[0], /turned|mirrored/, 'the cast used a turned or mirrored pattern');
    assert.ok(reloaded, 'the game was reloaded mid-turn');
    assert.ok(state.hints && state.hints.length >= 1 && state.hints.length <= 3, 'hints were shown');
    assert.ok(state.hints.some((h) => h.reasons.length >= 1), 'a hint gives its reasons');
    for (const h of state.hints) {
      assert.match(h.rate, /^the computer's simulations won about \d+%$/);
      for (const r of h.reasons) {
        assert.match(r, /^(completes |destroys |fells |can gain |deals |removes |puts |one acquisition|\d+ acquisitions|draws back|.* can then be cast|reaches a |\d+ spaces? closer|leaves \d+ mana)/, r);
      }
    }
    assert.ok(/Round [3-9]|over/.test(await status(page)) || (await page.locator('.end-dialog').count()), await status(page));
    const { save } = await currentSave(page);
    assert.ok(save, 'the game is saved');

    // The detection overlay and the keyboard: a location is a labelled focusable button.
    await page.getByRole('button', { name: 'Show detection ranges' }).click();
    assert.ok((await page.locator('.woven-map .loc.watched').count()) > 0);
    const first = page.locator('.woven-map .loc .hit').first();
    await first.focus();
    assert.match(await first.getAttribute('aria-label'), /^A1 /);
    assert.deepEqual(await axeProblems(page), [], 'table with detection ranges');

    await mkdir(SHOTS, { recursive: true });
    for (const [w, h] of [[1024, 768], [768, 1024], [390, 844], [1440, 900]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(200);
      await page.screenshot({ path: new URL(`table-${w}x${h}.png`, SHOTS).pathname, fullPage: false });
    }
    assert.deepEqual(errors, []);
  }));

test('two seats pass and play: the hand-off shows no hand, then the next mage plays', () =>
  withApp(async ({ page, url, errors }) => {
    await startGame(page, url, [['Ada', 'human'], ['Bo', 'human']], 5);
    let handOffs = 0;
    const state = { casts: ['none wanted'] };
    for (let i = 0; i < 60 && handOffs < 3; i++) {
      if (await page.locator('.hand-off').count()) {
        assert.equal(await page.locator('.woven-hand, .woven-setup, .cast-panel').count(), 0, 'a hand shows at the hand-off');
        if (!handOffs) assert.deepEqual(await axeProblems(page), [], 'hand-off');
        handOffs++;
        await page.getByRole('button', { name: /^I am / }).click();
        await page.locator('.woven-hand, .woven-setup').first().waitFor({ timeout: 10000 });
        continue;
      }
      assert.ok(await playOne(page, state));
    }
    assert.ok(handOffs >= 2, `hand-offs: ${handOffs}`);
    assert.deepEqual(errors, []);
  }));

// The map (cards/woven/map.ron): 13 columns, odd rows shifted half a hex right; labels are a
// column letter and a row number ("G8" is column 6, row 7).
const COLS = 13;
const at = (col, row) => row * COLS + col;
const EXTEND = 3; // cards/woven/spells.ron: Extend, a starter whose mundane effect is Move

/** Opens `table` as a scenario (a teaching game). */
async function openScenario(page, url, table) {
  await openScenarioLink(page, url, scenarioLink('woven', 'Woven test', { table }));
  await page.locator('.woven').waitFor({ timeout: 30000 });
}

/** Opens `table` as a scenario, then makes it a plain (not teaching) game for these humans. */
async function openTable(page, url, table, humans = ['Ada']) {
  await openScenario(page, url, table);
  const { slot, raw } = await currentSave(page);
  const seats = JSON.stringify(humans.map((name) => ({ name, kind: 'human' })));
  const patched = raw
    .replace(/"seats":\[[^\]]*\]/, `"seats":${seats}`)
    .replace(/,"teaching":true/, '');
  assert.notEqual(patched, raw);
  await page.evaluate(([s, text]) => localStorage.setItem(`loomhall.save.${s}`, text), [slot, patched]);
  await page.reload();
  await page.locator('.woven').waitFor({ timeout: 30000 });
}

const hex = (page, l) => page.locator(`.woven-map .hit[aria-label^="${l} "]`);
const hunterAt = async (page) => {
  const labels = await page.locator('.woven-map .hit').evaluateAll((hs) => hs.map((h) => h.getAttribute('aria-label')));
  return labels.filter((l) => /a Watcher hunting Ada/.test(l)).map((l) => l.split(' ')[0]);
};

test('a Watcher detects a mage walking into its sight, hunts it, and catches it in the Citadel\'s turn', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startGame(page, url, [['Ada', 'human']], 3);
    await page.getByRole('button', { name: 'Start with the front face' }).click();
    await page.getByRole('heading', { name: 'Hand' }).waitFor();
    // The position: Ada at D8, three spaces west of the Watcher, holding Extend. The southern
    // Watcher starts at F8; the scenario puts it one step east, at G8, so that Ada can walk
    // into its sight and on next to it over open ground.
    const table = JSON.parse((await currentSave(page)).save.snapshot).table;
    const watcher = table.watchers.find((w) => w.loc === at(5, 7));
    assert.ok(watcher && !watcher.fallen, 'a Watcher stands at F8');
    watcher.loc = at(6, 7);
    const ada = table.mages[0];
    ada.loc = at(3, 7);
    if (!ada.hand.includes(EXTEND)) {
      const pile = ada.deck.includes(EXTEND) ? ada.deck : ada.discard;
      pile[pile.indexOf(EXTEND)] = ada.hand[0];
      ada.hand[0] = EXTEND;
    }
    // Teaching mode's position editor: Player 1 moved to B8 starts a new game there.
    await openScenario(page, url, table);
    // On a phone the table's tools are in its menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Set up from here/ }).click();
    const where = page.getByLabel('Where Player 1 stands');
    assert.equal(await where.inputValue(), String(at(3, 7)));
    await where.selectOption(String(at(1, 7)));
    await page.getByRole('button', { name: 'Start from this position' }).click();
    await page.locator('.position-editor').waitFor({ state: 'detached' });
    await page.locator('.woven').waitFor();
    assert.match(await hex(page, 'B8').getAttribute('aria-label'), /Player 1/);

    await openTable(page, url, table);
    assert.match(await hex(page, 'G8').getAttribute('aria-label'), /a Watcher(?! hunting)/);

    // On a phone every location is a ≥ 44 px target (the map pans instead of shrinking).
    const sizes = await page.locator('.woven-map .hit').evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect().width));
    assert.ok(Math.min(...sizes) >= 44, `smallest location: ${Math.min(...sizes)} px`);
    await page.getByRole('button', { name: /Zoom the map in/ }).click();
    const bigger = await hex(page, 'A1').evaluate((h) => h.getBoundingClientRect().width);
    assert.ok(bigger > Math.min(...sizes) * 1.2, `zoomed: ${bigger}`);
    await hex(page, 'A1').focus();
    await page.keyboard.press('-');
    await page.waitForFunction(() => !document.querySelector('.woven-map button[aria-label^="Zoom the map out"]:not([disabled])'));

    // A spell in hand with no cast now still answers a touch: the engine's refusal, with its rule.
    let n = await actions(page);
    const uncastable = page.locator('.woven-hand .cast.unavailable');
    assert.ok((await uncastable.count()) > 0, 'some spell in hand has no cast here');
    await uncastable.first().click();
    await page.locator('.why-not').waitFor();
    assert.match(await page.locator('.why-not').innerText(), /Not allowed: [\s\S]*(pattern|pool)[\s\S]*§ /);
    await page.getByRole('button', { name: 'Close the explanation' }).click();
    assert.equal(await actions(page), n, 'a refused cast changes nothing');

    // Discard Extend to move 2 MP: into the Watcher's sight at E8 (1 MP), where it gives chase.
    n = await actions(page);
    // A mundane effect: mark the card in the hand, then choose among the effects it offers.
    await page.getByRole('button', { name: 'Discard Extend', exact: true }).first().click();
    const effects = page.locator('.mundane-panel li button');
    assert.deepEqual(await effects.allInnerTexts(), ['Create 1 Eye', 'Move (2 movement)']);
    await effects.filter({ hasText: 'Move' }).click();
    await waitForActions(page, n);
    assert.match(await hex(page, 'E8').getAttribute('aria-label'), /costs 1 movement/);
    // A location out of reach is not ignored: the table says why, with the rule.
    await hex(page, 'A1').click();
    const whyNot = page.locator('.why-not');
    await whyNot.waitFor();
    assert.match(await whyNot.innerText(), /Not allowed: A step goes to a neighbouring location\.[\s\S]*§ /);
    assert.equal(await actions(page), n + 1, 'a refused location changes nothing');
    await page.getByRole('button', { name: 'Close the explanation' }).click();
    n = await actions(page);
    await hex(page, 'E8').click();
    await waitForActions(page, n);
    assert.deepEqual(await hunterAt(page), ['G8'], 'the Watcher hunts Ada from where it stands');
    assert.match(await page.locator('.game-log').innerText(), /Watcher 2 detects Ada and gives chase/);

    // A reload mid-move keeps the hunt.
    const s = await status(page);
    await page.reload();
    await page.locator('.woven').waitFor({ timeout: 30000 });
    assert.equal(await status(page), s);
    assert.deepEqual(await hunterAt(page), ['G8']);
    assert.deepEqual(await axeProblems(page), [], 'a Watcher hunting');
    // The last MP: next to the Watcher at F8.
    n = await actions(page);
    await hex(page, 'F8').click();
    await waitForActions(page, n);

    // Ada spends her other actions; at the end of the round the Watcher steps onto her.
    for (let i = 0; i < 6 && /Round 1 /.test(await status(page)); i++) {
      n = await actions(page);
      const choices = page.locator('.woven-choices button');
      const recover = choices.filter({ hasText: /^Recover$/ });
      await ((await recover.count()) ? recover : choices.filter({ hasNotText: /^Done$/ })).first().click();
      await waitForActions(page, n);
    }
    assert.match(await status(page), /Round 2 /);
    assert.match(await hex(page, 'F8').getAttribute('aria-label'), /a Watcher/);
    assert.doesNotMatch(await hex(page, 'G8').getAttribute('aria-label'), /Watcher/);
    // The Citadel's turn, one step at a time, with the rule it follows.
    const turn = page.locator('.citadel-turn');
    await turn.waitFor();
    await turn.getByRole('button', { name: 'Show all' }).click();
    // Each step of each Watcher, with where it came from and went.
    assert.match(await turn.innerText(), /Watcher 2 hunts Ada: it moves from G8 to F8/);
    assert.match(await turn.innerText(), /Watcher 2 catches Ada/);
    assert.match(await turn.locator('.cite').first().innerText(), /Citadel Defense/);
    assert.match(await page.locator('.game-log').innerText(), /Watcher 2 catches Ada/);
    assert.deepEqual(await axeProblems(page), [], 'the Citadel\'s turn');
    await mkdir(SHOTS, { recursive: true });
    await turn.scrollIntoViewIfNeeded();
    await page.screenshot({ path: new URL('citadel-turn-390x844.png', SHOTS).pathname });
    assert.deepEqual(errors, []);
  }));

/** The location label and centre of the hex drawn under a client point. */
async function hexAt(page, x, y) {
  return page.evaluate(([x, y]) => {
    const hit = document.elementsFromPoint(x, y).find((e) => e.matches('.woven-map .hit'));
    if (!hit) return null;
    const r = hit.getBoundingClientRect();
    return { label: hit.getAttribute('aria-label').split(' ')[0], x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width };
  }, [x, y]);
}

/** Two fingers on the map (Chromium's own touch input, through the DevTools protocol): they go
 *  down `from` px either side of (x, y), move apart to `to` px in steps, and lift. */
async function pinch(page, x, y, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const points = (d) => [{ x: x - d, y, id: 1 }, { x: x + d, y, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + ((to - from) * i) / 8) });
    await page.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(200);
}

test('a pinch zooms around the point between the fingers, a ctrl-wheel around the pointer', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await startGame(page, url, [['Ada', 'human']], 3);
    await page.getByRole('button', { name: 'Start with the front face' }).click();
    const view = await page.locator('.woven-map .map-view').boundingBox();
    // Off the middle of the box: the centre of a location a third of the way in.
    const probe = await hexAt(page, view.x + view.width * 0.3, view.y + view.height * 0.35);
    assert.ok(probe, 'a location under the probe');
    const { x, y } = probe;
    const before = probe.w;
    await pinch(page, x, y, 30, 75);
    const after = await hexAt(page, x, y);
    assert.ok(after.w > before * 1.8, `zoomed in: ${before} -> ${after.w} px`);
    assert.equal(after.label, probe.label, 'the same location under the fingers');
    assert.ok(Math.hypot(after.x - x, after.y - y) <= 4, `its centre stays under them: ${after.x - x}, ${after.y - y}`);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: new URL('pinch-1024x768.png', SHOTS).pathname });

    // A ctrl-wheel (a trackpad's pinch) zooms in further around the pointer, elsewhere.
    const other = await hexAt(page, view.x + view.width * 0.6, view.y + view.height * 0.6);
    await page.mouse.move(other.x, other.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -40);
    await page.keyboard.up('Control');
    await page.waitForTimeout(200);
    const wheeled = await hexAt(page, other.x, other.y);
    assert.ok(wheeled.w > other.w * 1.1, `zoomed in: ${other.w} -> ${wheeled.w} px`);
    assert.equal(wheeled.label, other.label);
    assert.ok(Math.hypot(wheeled.x - other.x, wheeled.y - other.y) <= 4, `the location stays under the pointer: ${JSON.stringify([other, wheeled])}`);

    // Pinching far in keeps every location at least 44 px (the map pans instead).
    await pinch(page, x, y, 150, 20);
    const sizes = await page.locator('.woven-map .hit').evaluateAll((hs) => hs.map((h) => h.getBoundingClientRect().width));
    assert.ok(Math.min(...sizes) >= 44, `smallest location: ${Math.min(...sizes)} px`);
    assert.deepEqual(errors, []);
  }));

const FIRE_SHARDS = 2; // cards/woven/spells.ron: a starter, "spend an Eye: Attack 1 there"
const DEFLECT = 38; // cards/woven/spells.ron: "Reaction: when attacked", wards 1

/** A tapestry of 8 x 6 squares with one symbol of each element in the middle: every pattern fits. */
function roomyTapestry() {
  const cells = [];
  const symbols = { '3,2': 'Air', '4,2': 'Earth', '3,3': 'Fire', '4,3': 'Water' };
  for (let x = 0; x < 8; x++) for (let y = 0; y < 6; y++) cells.push([[x, y], { symbol: symbols[`${x},${y}`] ?? null, thread: null }]);
  return { cells };
}

test('a rival\'s attack is answered with a reaction spell, by clicking', () =>
  withApp(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await startGame(page, url, [['Ada', 'human'], ['Bo', 'human']], 4);
    // The position: Ada's Eye where Bo stands; Ada holds Fire Shards (a starter), Bo Deflect.
    const table = JSON.parse((await currentSave(page)).save.snapshot).table;
    const [ada, bo] = table.mages;
    const there = at(3, 2);
    table.phase = 'Play';
    table.turn = 0;
    table.first = 0;
    ada.loc = at(1, 2);
    bo.loc = there;
    ada.tapestry = roomyTapestry();
    bo.tapestry = roomyTapestry();
    ada.pool -= 1;
    ada.eyes = { [there]: { loose: 1, anchored: 0 } };
    table.spell_deck = table.spell_deck.filter((k) => k !== DEFLECT);
    bo.hand.push(DEFLECT);
    assert.ok(ada.hand.includes(FIRE_SHARDS));
    await openTable(page, url, table, ['Ada', 'Bo']);
    const iAm = async (who) => {
      await page.getByRole('button', { name: `I am ${who}` }).click();
      await page.locator('.woven-hand').waitFor();
    };
    if (await page.locator('.hand-off').count()) await iAm('Ada');

    // Ada casts Fire Shards and spends the Eye where Bo stands.
    let n = await actions(page);
    await page.locator('.woven-hand button.cast', { hasText: 'Cast Fire Shards' }).click();
    await page.locator('.cast-panel .place-option').first().click();
    await waitForActions(page, n);
    n = await actions(page);
    await hex(page, 'D3').click();
    await waitForActions(page, n);

    // Bo is asked, and the question says who attacks with what, where.
    await page.locator('.hand-off').waitFor();
    assert.equal(await page.locator('.woven-hand').count(), 0, 'no hand shows at the hand-off');
    await iAm('Bo');
    const question = /Ada's Fire Shards \(attack 1\) is about to strike you at D3/;
    assert.match(await status(page), question);
    const choices = page.locator('.woven-choices');
    assert.match(await choices.locator('h3').innerText(), question);
    assert.ok(await choices.getByRole('button', { name: 'No reaction: let it happen' }).count());
    assert.deepEqual(await axeProblems(page), [], 'a reaction question');
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: new URL('reaction-1280x900.png', SHOTS).pathname });

    // Bo answers with Deflect: its pattern placed from the cast panel, like any cast.
    const hand = bo.hand.length;
    n = await actions(page);
    await page.locator('.woven-hand button.cast', { hasText: 'Cast Deflect' }).click();
    await page.locator('.cast-panel .place-option').first().click();
    await waitForActions(page, n);
    const log = await page.locator('.game-log').innerText();
    assert.match(log, /Bo reacts with Deflect/);
    assert.match(log, /Bo takes no damage/, 'the ward takes the blow of 1');
    const after = JSON.parse((await currentSave(page)).save.snapshot).table;
    assert.equal(after.mages[1].hand.length, hand - 1, 'only Deflect left Bo\'s hand');
    assert.equal(after.mages[1].ward, 1);
    // Back to Ada, whose cast goes on.
    await page.locator('.hand-off').waitFor();
    await iAm('Ada');
    assert.match(await status(page), /Ada's turn/);
    assert.deepEqual(errors, []);
  }));
