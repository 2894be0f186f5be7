// Browser tests of the Spellweaving IOI table against the release build in dist/ (run
// `make build` first): three-seat pass-and-play games with a computer seat played to the
// scoring screen by clicking the table's own controls, one from an endgame position through a
// person's response window, one from a fresh deal made on the set-up screen; hidden hands
// never in the page at a hand-off; a reload resumes; export then import gives the same game;
// axe-core finds nothing serious on the setup, table and scoring screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { axeProblems, fillNewGame, openHome, openNewGame, openScenarioLink, wholeLog, withApp } from './harness.mjs';
import { asked, discardUpToThree, option, prompt, releaseOne, textOf } from './ioi-helpers.mjs';
import { ENDGAME3, MIDGAME4, MIDGAME5, scenarioHash } from './ioi-scenarios.mjs';

const SPELLS = new URL('../../cards/ioi/spells.ron', import.meta.url);

/** The Aspect value, Target and Action words of the 49 cards, by id (their order in spells.ron). */
async function cardWords() {
  const text = await readFile(SPELLS, 'utf8');
  return [...text.matchAll(/value: (\d), target: "([^"]+)", action: "([^"]+)"/g)].map((m) => ({ value: Number(m[1]), target: m[2], action: m[3] }));
}

async function axe(page, label) {
  assert.deepEqual(await axeProblems(page), [], label);
}

const slotOf = (page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#\/table\//, ''));
const rawSave = (page, slot) => page.evaluate((s) => localStorage.getItem(`loomhall.save.${s}`), slot);

/** Cards in hands that nobody but their holder has seen (from the saved state). */
function hiddenHandCards(save, words) {
  const state = JSON.parse(JSON.parse(save).snapshot);
  const known = BigInt(state.table.known_in_hand);
  const hidden = [];
  state.hands.forEach((hand, seat) => {
    for (const id of hand) if (((known >> BigInt(id)) & 1n) === 0n) hidden.push({ seat, ...words[id] });
  });
  return hidden;
}

/** At the hand-off screen: only the public table is in the page (no hidden hand card, no
 *  question), then the named person takes the device. Returns who it was passed to. A hidden
 *  card may be named in the log only by earlier public moves (discarded, released, then drawn
 *  again after Clear the Noise): the log never says it went into a hand. */
async function passHandOff(page, slot, words) {
  const who = (await page.locator('.hand-off h2').innerText()).replace(/^Pass to (.*) — .*$/, '$1');
  const { html, lines } = await page.evaluate(() => {
    const body = document.body.cloneNode(true);
    const lines = [...body.querySelectorAll('.log-line')].map((l) => l.textContent);
    body.querySelectorAll('.log-line').forEach((l) => l.remove());
    return { html: body.innerHTML, lines };
  });
  for (const card of hiddenHandCards(await rawSave(page, slot), words)) {
    const word = new RegExp(`\\b${card.target}\\b`);
    const at = html.search(word);
    assert.ok(at < 0, `${card.target} (seat ${card.seat}) shows at the hand-off to ${who}: …${html.slice(at - 120, at + 60)}…`);
    const last = lines.findLast((l) => word.test(l)) ?? '';
    assert.doesNotMatch(last, /takes|into their hand/, `the log tells where ${card.target} (seat ${card.seat}) is`);
  }
  assert.equal(await page.locator('.hand-area, .choice-bar').count(), 0);
  await page.getByRole('button', { name: `I am ${who}: show my table` }).click();
  return who;
}

/** The scoring screen: a winner or a tie, and per seat each spell and the Challenge bonus adding
 *  up to the seat's total. Returns the dialog. */
async function checkScoring(page, names) {
  const dialog = page.locator('.end-dialog');
  assert.match(await dialog.locator('h2').first().innerText(), /wins|tie/);
  const totals = await dialog.locator('.scores:not(.breakdown) tbody td').allInnerTexts();
  assert.equal(totals.length, names.length);
  for (const [seat, name] of names.entries()) {
    const section = dialog.locator('.score-seat').nth(seat);
    assert.match(await section.locator('h3').innerText(), new RegExp(`^${name} — ${totals[seat]} points`));
    const points = (await section.locator('tbody td:last-child').allInnerTexts()).map((t) => Number(t.replace('+', '')));
    assert.equal(points.reduce((a, b) => a + b, 0), Number(totals[seat]));
    assert.match(await section.innerText(), /Challenge bonus/);
  }
  return dialog;
}

/** Opens a scenario position, then makes it a competitive game with these seats (a save's
 *  seats are its metadata, not part of its record). */
async function openPosition(page, url, scenario, seats) {
  await openScenarioLink(page, url, scenarioHash(scenario, 'IOI test'));
  await page.locator('.ioi').waitFor({ timeout: 30000 });
  const slot = slotOf(page);
  const raw = await rawSave(page, slot);
  const title = seats.map((s) => s.name).join(' vs ');
  const patched = raw
    .replace(/"meta":\{"title":"[^"]*","seats":\[[^\]]*\]/, `"meta":{"title":"${title}","seats":${JSON.stringify(seats)}`)
    .replace(/,"teaching":true/, '');
  assert.notEqual(patched, raw);
  await page.evaluate(([s, text]) => localStorage.setItem(`loomhall.save.${s}`, text), [slot, patched]);
  await page.reload();
  return slot;
}

const person = (name) => ({ name, kind: 'human' });
const computer = (name) => ({ name, kind: 'bot', bot: 'ismcts:easy' });
const SHOTS = process.env.LOOMHALL_SCREENSHOTS
  ? new URL('../../docs/screenshots/ioi/', import.meta.url)
  : new URL('file:///tmp/loomhall-ioi/');

test('a three-seat pass-and-play game with a computer seat runs to the scoring screen through a response window', () =>
  withApp(async ({ page, url, errors }) => {
    const words = await cardWords();
    await page.setViewportSize({ width: 1024, height: 768 });

    // Set-up screen: 2–5 seats, each a person or a computer at a level, named.
    await openHome(page, url);
    await openNewGame(page, url, 'ioi');
    await page.getByRole('heading', { level: 1, name: 'New game of Spellweaving IOI' }).waitFor();
    const counts = await page.locator('#seat-count option').allInnerTexts();
    assert.deepEqual(counts, ['2', '3', '4', '5']);
    await page.locator('#seat-count').selectOption('3');
    assert.equal(await page.locator('fieldset.seat').count(), 3);
    await axe(page, 'new game');

    const slot = await openPosition(page, url, ENDGAME3, [person('Ada'), person('Bo'), computer('Cy')]);
    let handOffs = 0;
    let answeredWindow = false;
    let named = false;
    let usedAbility = false;
    let reloaded = false;
    const log = [];
    const deadline = Date.now() + 90000;
    const started = Date.now();
    for (let step = 0; ; step++) {
      if (!(step < 400 && Date.now() < deadline)) {
        const lines = await page.locator('.log-line').allInnerTexts();
        assert.fail(`the game should end: ${log.slice(-12).join(' | ')}\n${lines.slice(-25).join('\n')}`);
      }
      if (await page.locator('.end-dialog').isVisible()) break;

      if (await page.locator('.hand-off').isVisible()) {
        if (handOffs === 1) await axe(page, 'hand-off');
        handOffs++;
        log.push(`hand-off to ${await passHandOff(page, slot, words)}`);
        continue;
      }

      const text = await prompt(page);
      const me = await textOf(page.locator('.seat-panel.mine h2'));
      if (text.includes('answer it with an ability of your own')) {
        // The default answer comes first and has the focus.
        const first = page.locator('.choice-options button').first();
        assert.equal(await first.innerText(), 'Let it resolve');
        assert.ok(await first.evaluate((b) => b === document.activeElement), 'Let it resolve has the focus');
        if (usedAbility && me.includes('Bo') && !named) {
          // The question names the ability, who uses it, its card, its target and its value.
          assert.match(text, new RegExp(`^Ada uses Conceal from Lantern · Dim on ${usedAbility} · \\w+ in your tableau, value up to 2 — `));
          named = true;
        }
        if (!answeredWindow) await axe(page, 'response window');
        answeredWindow = true;
        log.push(`${me}: let it resolve`);
        await page.keyboard.press('Enter');
      } else if (text.startsWith('Listen In')) {
        log.push(`${me}: listen in`);
        await page.locator('.pile-button').first().click();
        await asked(page, 'Your actions');
        if (!reloaded && me.includes('Ada')) {
          // A reload resumes the same position (after the hand-off screen).
          const before = await page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
          const lines = await page.locator('.log-line').count();
          await page.reload();
          await page.locator('.hand-off').waitFor({ timeout: 30000 });
          await page.getByRole('button', { name: 'I am Ada: show my table' }).click();
          const after = await page.locator('.hand [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
          assert.deepEqual(after, before);
          assert.equal(await page.locator('.log-line').count(), lines);
          reloaded = true;
        }
      } else if (text.startsWith('Your actions') && me.includes('Ada') && !usedAbility) {
        // Lantern (Light: Conceal 3), any value up to 3, on a card of Bo's tableau.
        await page.locator('.hand button[data-card="Lantern"]').click();
        await option(page, 'to Conceal').click();
        await asked(page, 'Conceal: choose the card it works on');
        const target = page.locator('.seat-panel', { hasText: 'Bo' }).locator('button[data-card]').first();
        const word = await target.getAttribute('data-card');
        await target.click();
        await asked(page, 'any value up to 3');
        assert.deepEqual(await page.locator('.choice-options button:not(.cancel)').allInnerTexts(), ['3 (the full value)', '2', '1']);
        await option(page, '2').click();
        await page.locator('.stack-panel').waitFor();
        assert.match(await page.locator('.stack-panel').innerText(), new RegExp(`Ada: Lantern · Dim as Conceal on ${word} · \\w+ in Bo's tableau by up to 2`));
        usedAbility = word;
        log.push('Ada: Conceal');
      } else if (text.startsWith('Your actions')) {
        log.push(`${me}: end actions`);
        await option(page, 'End actions').click();
      } else if (text.startsWith('Release')) {
        log.push(`${me}: release`);
        await releaseOne(page);
      } else if (text.startsWith('Clear Your Mind')) {
        log.push(`${me}: keep hand`);
        await option(page, 'Keep the rest').click();
      } else if (text.startsWith('The deck is empty')) {
        await option(page, 'End your turn').click();
      } else if (text.startsWith('Your turn')) {
        await option(page, 'Focus').click();
      } else {
        await page.waitForTimeout(150); // the computer is thinking, or the page is updating
      }
    }
    console.log(`played to the end in ${Date.now() - started} ms: ${log.join(' | ')}`);
    assert.ok(usedAbility, 'Ada used an ability');
    assert.ok(answeredWindow, 'a person was asked in the response window');
    assert.ok(named, "Bo was asked about Ada's Conceal by name");
    assert.ok(reloaded, 'the game was reloaded');
    assert.ok(handOffs >= 3, `hand-offs: ${handOffs}`);

    // The log cites the rules, and the Conceal took effect (Bo let it resolve; Cy might answer).
    const logText = await wholeLog(page);
    assert.match(logText, new RegExp(`Ada uses Lantern · Dim \\(Light 1\\) to Conceal ${usedAbility} · \\w+ \\(\\w+ \\d\\) in Bo's tableau by 2`));
    assert.match(logText, /LIGHT: CONCEAL/);

    const dialog = await checkScoring(page, ['Ada', 'Bo', 'Cy']);
    // A complete spell reads as the first card's Action and the second card's Target.
    assert.match(await dialog.locator('.score-seat').first().innerText(), /Temper Coin\s+Nail · Temper \+ Coin · Bind\s+2/);
    assert.match(await dialog.locator('.score-seat').nth(1).innerText(), /Surge Mist\s+Rain · Surge \+ Mist · Pour\s+5/);
    await axe(page, 'scoring screen');
    await mkdir(SHOTS, { recursive: true });
    await dialog.evaluate((d) => d.scrollTo(0, 0));
    await page.screenshot({ path: new URL('scoring-1024x768.png', SHOTS).pathname });
    assert.deepEqual(errors, []);
  }));

test('a fresh three-seat deal from the set-up screen, two people and a computer, plays to the scoring screen', () =>
  withApp(async ({ page, url, errors }) => {
    const words = await cardWords();
    const firstValue = new Set(words.filter((w) => w.value === 1).map((w) => w.target));
    await page.setViewportSize({ width: 1024, height: 768 });
    await openHome(page, url);
    await fillNewGame(page, url, 'ioi', [['Ada', 'human'], ['Bo', 'human'], ['Cy', 'ismcts:easy']], 11);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.ioi').waitFor({ timeout: 30000 });
    const slot = slotOf(page);

    // The people start a spell with a value-1 card when they can (at most two each) and discard
    // up to three cards a turn, so the deck runs out; they never Clear the Noise.
    const spells = { Ada: 0, Bo: 0 };
    let wovenThisTurn = false;
    let hinted = false;
    let discards = 0;
    let handOffs = 0;
    let windows = 0;
    const log = [];
    const started = Date.now();
    for (let step = 0; ; step++) {
      if (!(step < 2000 && Date.now() - started < 300000)) {
        assert.fail(`the game should end: ${log.slice(-12).join(' | ')}`);
      }
      if (await page.locator('.end-dialog').isVisible()) break;
      if (await page.locator('.hand-off').isVisible()) {
        handOffs++;
        log.push(`hand-off to ${await passHandOff(page, slot, words)}`);
        continue;
      }
      const text = await prompt(page);
      const me = (await textOf(page.locator('.seat-panel.mine h2'))).includes('Ada') ? 'Ada' : 'Bo';
      if (text.includes('answer it with an ability of your own')) {
        windows++;
        log.push(`${me}: let it resolve`);
        await option(page, 'Let it resolve').click();
      } else if (text.startsWith('Your turn')) {
        await option(page, 'Focus').click();
      } else if (text.startsWith('Listen In')) {
        [wovenThisTurn, discards] = [false, 0];
        await page.locator('.pile-button').first().click();
        await asked(page, 'Your actions');
      } else if (text.startsWith('Your actions') && !hinted) {
        // Hints: the computer's top three choices for this seat, from its view, each with its
        // reasons (the spell it completes and its points, the score) and last the win rate.
        hinted = true;
        await page.getByRole('button', { name: 'What would the computer do?' }).click();
        const items = page.locator('.hints li.hint');
        await items.first().waitFor({ timeout: 20000 });
        assert.ok((await items.count()) <= 3);
        assert.match(await items.first().locator('.hint-reasons li.hint-rate').innerText(), /^the computer's simulations won about \d+%$/);
        for (const reason of await page.locator('.hints .hint-reasons li:not(.hint-rate)').allInnerTexts()) {
          assert.match(reason, /^(completes a spell worth \d+ |breaks up a spell worth |raises your Challenge bonus|starts a new spell with |.+ can then |.+ is the card your hand needs least|your score goes from \d+ to \d+)/);
        }
        log.push(`${me}: hint ${await items.first().locator('.hint-choice').innerText()}`);
        await page.getByRole('button', { name: 'Close the hints' }).click();
      } else if (text.startsWith('Your actions') && !wovenThisTurn && spells[me] < 2) {
        wovenThisTurn = true;
        const cards = await page.locator('.hand button[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
        const card = cards.find((c) => firstValue.has(c));
        if (card) {
          await page.locator(`.hand button[data-card="${card}"]`).click();
          await asked(page, 'what will you do with it?');
          // One step: the card, then the tableau's empty place (or the button saying the same).
          if (spells[me] === 0) await page.locator('.seat-panel.mine .new-spell-place').click();
          else await option(page, 'Start a new spell').click();
          await page.locator('.seat-panel.mine .spells [data-card="' + card + '"]').waitFor();
          spells[me]++;
          log.push(`${me}: weave ${card}`);
        }
      } else if (text.startsWith('Your actions')) {
        log.push(`${me}: end actions`);
        await option(page, 'End actions').click();
      } else if (text.startsWith('Release')) {
        await releaseOne(page);
      } else if (text.startsWith('Clear Your Mind: discard any')) {
        const before = discards;
        discards = await discardUpToThree(page, discards);
        if (discards === before) log.push(`${me}: keep the rest`);
      } else if (text.startsWith('The deck is empty')) {
        await option(page, 'End your turn').click();
      } else {
        await page.waitForTimeout(150); // the computer is thinking, or the page is updating
      }
    }
    console.log(`fresh deal played to the end in ${Date.now() - started} ms, ${handOffs} hand-offs, ${windows} response windows; ${log.find((l) => l.includes('hint'))}`);
    assert.ok(hinted, 'a person asked for a hint');
    assert.ok(handOffs >= 6, `hand-offs: ${handOffs}`);
    assert.ok(spells.Ada + spells.Bo > 0, 'the people wove spells');
    await checkScoring(page, ['Ada', 'Bo', 'Cy']);
    assert.deepEqual(errors, []);
  }));

/** Ada's Conceal (Lantern, value 2) waits on a card of Bo's tableau; Bo is asked first. */
const CONCEAL_WAITS = {
  seats: [
    { hand: ['Tide', 'Pebble'], tableau: [['Nail', 'Coin'], ['Cinder']], challenge: 'Trial of the Deep Forge' },
    { hand: ['Brook', 'Hill'], tableau: [['Rain', 'Mist'], ['Spark']], challenge: 'Trial of the Open Sky' },
  ],
  to_move: 0,
  start: 'Actions',
  waiting: [{ owner: 0, card: 'Lantern', ability: 'Conceal', target: 'Spark', amount: 2 }],
};

/** The same, but Bo has no card at all: no possible answer. */
const NO_ANSWER = {
  seats: [
    { hand: ['Tide', 'Pebble'], tableau: [['Nail', 'Coin'], ['Cinder']], challenge: 'Trial of the Deep Forge' },
    { hand: [], tableau: [], challenge: 'Trial of the Open Sky' },
  ],
  to_move: 0,
  start: 'Actions',
  waiting: [{ owner: 0, card: 'Lantern', ability: 'Conceal', target: 'Cinder', amount: 2 }],
};

/** Whether box `a` and box `b` overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the response question names the ability, its card, target and value; the stack is never covered', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPosition(page, url, CONCEAL_WAITS, [person('Ada'), person('Bo')]);
    await page.getByRole('button', { name: 'I am Bo: show my table' }).click();
    const question = page.locator('#choice-prompt');
    await question.waitFor();
    assert.match(await question.innerText(),
      /^Ada uses Conceal from Lantern · \w+ on Spark · \w+ in your tableau, value up to 2 — answer it with an ability of your own, or let it resolve\?$/);
    assert.match(await page.locator('.choice-bar .detail').innerText(), /^Conceal: Lowers the Aspect value/);
    for (const [width, height] of [[1024, 768], [390, 844], [768, 1024], [1440, 900]]) {
      await page.setViewportSize({ width, height });
      for (const scroll of [0, 100000]) {
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        await page.waitForTimeout(200);
        const stack = await page.locator('.stack-panel').boundingBox();
        const bar = await page.locator('.choice-bar').boundingBox();
        const at = `${width}x${height}, scrolled to ${scroll}`;
        assert.ok(stack && bar, at);
        assert.ok(!overlap(stack, bar), `${at}: the question bar covers the stack ${JSON.stringify({ stack, bar })}`);
        assert.ok(stack.y >= 0 && stack.y + stack.height <= height + 0.5, `${at}: the stack is out of view ${JSON.stringify(stack)}`);
        // Nothing else is drawn over it either: its middle is its own.
        const own = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.stack-panel'),
          { x: stack.x + stack.width / 2, y: stack.y + Math.min(stack.height / 2, 20) });
        assert.ok(own, `${at}: something covers the stack`);
        assert.match(await page.locator('.stack-panel').innerText(), /Ada: Lantern · \w+ as Conceal on Spark · \w+ in Bo's tableau by up to 2/);
      }
    }
    await axe(page, 'response window with the stack pinned');
    assert.deepEqual(errors, []);
  }));

/** Opens NO_ANSWER for Ada and Bo and counts the hand-offs until Ada is asked for her actions. */
async function handOffsUntilActions(page, url) {
  await openPosition(page, url, NO_ANSWER, [person('Ada'), person('Bo')]);
  const to = [];
  for (let step = 0; step < 20; step++) {
    await page.locator('.hand-off, #choice-prompt').first().waitFor();
    if (await page.locator('.hand-off').isVisible()) {
      const who = (await page.locator('.hand-off h2').innerText()).replace(/^Pass to (.*) — .*$/, '$1');
      to.push(who);
      await page.getByRole('button', { name: `I am ${who}: show my table` }).click();
      continue;
    }
    const text = await prompt(page);
    if (text.startsWith('Your actions')) return { to, log: await page.locator('.game-log').innerText() };
    if (text.includes('answer it with an ability of your own')) {
      assert.deepEqual(await page.locator('.choice-options button').allInnerTexts(), ['Let it resolve']);
      await option(page, 'Let it resolve').click();
    } else {
      await page.waitForTimeout(100);
    }
  }
  assert.fail(`Ada was never asked for her actions: ${to.join(', ')}`);
}

test('the setting to skip people with no possible answer: on (the default) skips them with a note in the log, off asks everyone', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    // On by default: Bo, who holds no card, is not asked; the log says the table answered.
    const box = page.getByLabel(/^Pass-and-play: skip asking people who have no possible answer/);
    assert.equal(await box.isChecked(), true);
    const on = await handOffsUntilActions(page, url);
    assert.deepEqual(on.to, ['Ada']);
    assert.match(on.log, /Bo had only one possible answer, so the table gave it without asking/);
    // The setting says what it reveals, where it is set.
    await openHome(page, url);
    assert.match(await page.locator('#skip-no-answer-note').innerText(), /the others learn that this person had no card to answer/);
    await box.uncheck();
    const off = await handOffsUntilActions(page, url);
    assert.deepEqual(off.to, ['Bo', 'Ada']);
    assert.doesNotMatch(off.log, /the table gave it/);
    // The Conceal resolved: Ada's Cinder is lowered.
    assert.match(on.log, /Conceal/);
    assert.deepEqual(errors, []);
  }));

test('against the computer, a person with nothing to answer is never asked, whatever the setting', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.getByLabel(/^Pass-and-play: skip asking people who have no possible answer/).uncheck();
    // The computer's Conceal waits on Bo, the one person, who holds no card.
    await openPosition(page, url, NO_ANSWER, [computer('Ada'), person('Bo')]);
    await page.waitForFunction(() => /Bo had only one possible answer, so the table gave it without asking/.test(document.querySelector('.game-log')?.innerText ?? ''), null, { timeout: 30000 });
    const question = page.locator('#choice-prompt');
    if (await question.count()) assert.doesNotMatch(await question.innerText(), /answer it with an ability of your own/);
    assert.equal(await page.locator('.hand-off').count(), 0, 'one person at the table: no hand-off');
    assert.deepEqual(errors, []);
  }));

test('an IOI game exports and imports as the same game, in light and dark themes without accessibility problems', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await openNewGame(page, url, 'ioi');
    await page.locator('#seat-count').selectOption('4');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.ioi').waitFor({ timeout: 30000 });
    // "You" against three computers: no hand-off; the table shows four tableaus and the piles.
    assert.equal(await page.locator('.seat-panel').count(), 4);
    assert.equal(await page.locator('.piles .pile').count(), 4);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await axe(page, `table, ${theme}`);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this game as a file' }).click()]);
    const exported = await readFile(await download.path(), 'utf8');
    await page.goto(url);
    await page.locator('input[type=file]').setInputFiles({ name: 'ioi.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await page.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
    const saves = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('loomhall.save.')).map(([, v]) => v));
    assert.equal(saves.length, 2);
    const field = (text, name) => text.match(new RegExp(`"${name}":\\s*("(?:[^"\\\\]|\\\\.)*")`))?.[1];
    assert.ok(saves.some((s) => field(s, 'snapshot') === field(exported, 'snapshot')), 'the imported game is the exported one');
    assert.deepEqual(errors, []);
  }));

test('teaching mode: open hands, each event on a tap with its rule, undo and redo, a position set up and shared', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    // A shared scenario link opens a teaching game: every hand is open, no hand-off.
    await openScenarioLink(page, url, scenarioHash(MIDGAME4, 'IOI lesson'));
    await page.locator('.ioi').waitFor({ timeout: 30000 });
    assert.equal(await page.locator('.hand-off').count(), 0);
    assert.ok(await page.locator('.seat-panel', { hasText: 'Player 2' }).locator('[data-card="Brook"]').count(), 'Player 2 hand is open');
    const actions = () => page.evaluate(() => {
      const slot = decodeURIComponent(location.hash.replace(/^#\/table\//, ''));
      return JSON.parse(localStorage.getItem(`loomhall.save.${slot}`)).record.actions.length;
    });

    // Every target is at least 44 px.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('.ioi button, .ioi summary, .choice-bar button')]
        .map((e) => [e.textContent.trim().slice(0, 30), e.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < 44 || r.height < 44))
        .map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`),
    );
    assert.deepEqual(small, []);

    // Keyboard play: Tab to Lantern (the focus ring shows), Enter, and Enter on the first use of
    // it: weave it as a new spell. One choice, two recorded actions, events shown one at a time.
    for (let i = 0; i < 120; i++) {
      if (await page.evaluate(() => document.activeElement?.dataset.card === 'Lantern')) break;
      await page.keyboard.press('Tab');
    }
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(ring, 'none', 'the focus is visible');
    await page.keyboard.press('Enter');
    await page.locator('#choice-prompt', { hasText: 'Lantern · Dim: what will you do with it?' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Start a new spell');
    await page.keyboard.press('Enter');
    const stepper = page.locator('.event-stepper');
    await stepper.waitFor();
    assert.match(await stepper.innerText(), /Player 1 starts a new spell with Lantern · Dim \(Light 1\) \(from hand\)/);
    assert.equal(await stepper.locator('a.cite').getAttribute('href'), '#/rules/ioi/weaving-cards');
    await page.keyboard.press('Enter'); // "Done" has the focus
    await stepper.waitFor({ state: 'detached' });
    const woven = await actions();
    assert.ok(await page.locator('.seat-panel.mine .spells [data-card="Lantern"]').count());

    // Undo and redo over every action.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await actions(), woven - 2);
    assert.ok(await page.locator('.hand [data-card="Lantern"]').count(), 'Lantern is back in hand');
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.keyboard.press('Escape');
    while (await page.locator('.event-stepper').count()) await page.locator('.event-stepper button.primary').click();
    assert.equal(await actions(), woven);

    // The position editor: move Halo to the top of pile 1, start from there, share the link.
    await page.getByRole('button', { name: 'Set up from here' }).click();
    const editor = page.locator('.ioi-editor');
    await editor.waitFor();
    await axe(page, 'position editor');
    const halo = await editor.locator('#ioi-move-card option', { hasText: 'Halo · Fade' }).getAttribute('value');
    await editor.getByLabel('Card', { exact: true }).selectOption(halo);
    await editor.getByLabel('Move it to', { exact: true }).selectOption({ label: 'the top of pile 1' });
    await editor.getByRole('button', { name: 'Move the card' }).click();
    assert.match(await editor.innerText(), /Piles: 1: Flame, Hearth, Halo/);
    const link = await editor.locator('.scenario-link').inputValue();
    assert.match(link, /#\/scenario\/[A-Za-z0-9_-]+$/);
    const before = page.url();
    await editor.getByRole('button', { name: 'Start from this position' }).click();
    await page.waitForURL((u) => u.href !== before && /#\/table\//.test(u.href));
    await page.locator('.ioi').waitFor();
    assert.match(await page.locator('.pile').first().innerText(), /HALO/);
    assert.deepEqual(errors, []);
  }));

/** What a player at this window size cannot read: sideways scrolling, a seat panel clipping its
 *  own content, a card too small to read, or a card that stays hidden (under the pinned question
 *  and hand, or outside the window) once the page is scrolled to it. */
async function unreadable(page) {
  return page.evaluate(async () => {
    const faults = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth) faults.push(`page scrolls sideways (${root.scrollWidth} > ${innerWidth})`);
    for (const panel of document.querySelectorAll('.seat-panel')) {
      if (panel.scrollHeight > panel.clientHeight + 1 || panel.scrollWidth > panel.clientWidth + 1)
        faults.push(`${panel.querySelector('h2')?.innerText} clips its tableau`);
      // A box that scrolls on its own would show a slice of the tableaus at a time.
      for (let box = panel.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowY;
        if (overflow !== 'visible' && overflow !== 'clip' && box.scrollHeight > box.clientHeight + 1)
          faults.push(`${panel.querySelector('h2')?.innerText} is in a box that scrolls on its own`);
      }
    }
    const pinned = document.querySelector('.hand-area');
    for (const card of document.querySelectorAll('.seat-panel .ichip, .seat-panel .icard')) {
      const name = card.querySelector('.ch-target, .ic-target');
      if (parseFloat(getComputedStyle(name).fontSize) < 12) faults.push(`${name.innerText}: text under 12 px`);
      card.scrollIntoView({ block: 'center' });
      await new Promise((r) => requestAnimationFrame(r));
      const box = card.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const hit = document.elementFromPoint(x, y);
      if (!hit || !card.contains(hit)) faults.push(`${name.innerText}: hidden when scrolled to`);
    }
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(r));
    const bar = pinned.getBoundingClientRect();
    if (bar.bottom > innerHeight + 1 || bar.top < 0) faults.push('the question and hand are not in the window');
    return faults;
  });
}

test('five tableaus are readable on a tablet in both orientations, the question and hand always in view', () =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPosition(page, url, MIDGAME5, [person('Ada'), person('Bo'), computer('Cy'), computer('Di'), computer('Eve')]);
    await page.getByRole('button', { name: 'I am Ada: show my table' }).click();
    await page.locator('#choice-prompt').waitFor();
    assert.equal(await page.locator('.seat-panel').count(), 5);
    for (const [width, height] of [[1024, 768], [768, 1024], [1280, 800]]) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      assert.deepEqual(await unreadable(page), [], `${width}x${height}`);
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: new URL(`five-seats-${width}x${height}.png`, SHOTS).pathname });
    }
    // The log: beside the board in landscape, below it in portrait; either way it can be read.
    await page.setViewportSize({ width: 768, height: 1024 });
    const log = page.locator('.game-log');
    const board = page.locator('.board');
    assert.ok((await log.boundingBox()).y >= (await board.boundingBox()).y + (await board.boundingBox()).height - 1);
    await page.setViewportSize({ width: 1024, height: 768 });
    assert.ok((await log.boundingBox()).x >= (await board.boundingBox()).x + (await board.boundingBox()).width - 1);
    assert.deepEqual(errors, []);
  }));

test('screenshots at four sizes, a hand-off and a response window', () =>
  withApp(async ({ page, url, errors }) => {
    await mkdir(SHOTS, { recursive: true });
    const shot = (name) => page.screenshot({ path: new URL(name, SHOTS).pathname, fullPage: name.startsWith('phone') });
    await openHome(page, url);
    await openPosition(page, url, MIDGAME4, [person('Ada'), person('Bo'), computer('Cy'), computer('Di')]);
    await page.getByRole('button', { name: 'I am Ada: show my table' }).click();
    // Ada has chosen Lantern: the question shows what it can do.
    await page.locator('.hand button[data-card="Lantern"]').click();
    await page.locator('#choice-prompt', { hasText: 'what will you do with it' }).waitFor();
    await page.mouse.move(0, 0);
    for (const [w, h, name] of [[1024, 768, 'tablet-landscape'], [768, 1024, 'tablet-portrait'], [390, 844, 'phone'], [1440, 900, 'desktop']]) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(400);
      await shot(`${name}-${w}x${h}.png`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    // Conceal on Bo's Gust: the device goes to Bo, who may answer.
    await option(page, 'to Conceal').click();
    await page.locator('.seat-panel', { hasText: 'Bo' }).locator('button[data-card="Gust"]').click();
    await option(page, '3').click();
    await page.locator('.hand-off').waitFor();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await shot('hand-off-dark-1024x768.png');
    await page.getByRole('button', { name: 'I am Bo: show my table' }).click();
    await page.locator('#choice-prompt', { hasText: 'answer it with an ability of your own' }).waitFor();
    await shot('response-window-dark-1024x768.png');
    assert.deepEqual(errors, []);
  }));
