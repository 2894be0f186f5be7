// The UI monkey: the browser's counterpart of the engine's conformance suite. It starts a game
// through the new-game form as a person would, then clicks, taps, picks and types only through
// controls a person can reach (shown, enabled, not covered by anything), chosen at random from a
// fixed seed, answering hand-offs as they come. After every action it checks the page:
// - no panic, page error, console error or warning, and no crash panel;
// - the page still answers;
// - nothing is wider than the window;
// - no label drawn on a piece (the guide's "this one", a lesson's mark, a last move's "new") is
//   cut off by a row that scrolls or hides text;
// - at a hand-off, no seat's hand or choices are in the page (only the public table);
// - on a phone, a step shows at most 12 choices at once (a hand or a scrolling list counts one).
// At the end the page is reloaded and the save must open at the same position.
// A failure names the game, set-up, size, seed and every action so far, to replay it.
// `monkey.test.mjs` runs it in `make test`; `make monkey` runs more seeds and actions.
import { fillNewGame, labelProblems, openHome } from './harness.mjs';

/** A small seeded generator (mulberry32): the same seed picks the same controls. */
export function rng(seed) {
  let a = Number(BigInt.asUintN(32, BigInt(seed)));
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seat set-ups a person can choose, per game: [label, seats as [name, kind], options]. A
 *  computer holds each seat position that matters; IOI and Woven also at three and more seats;
 *  Weave with a person storyteller and a computer character, a computer storyteller with people,
 *  the oracle, and people only. */
export const SETUPS = {
  weavers: [
    ['people', [['Ada', 'human'], ['Bo', 'human']]],
    ['person vs computer', [['Ada', 'human'], ['Cy', 'ismcts:normal']]],
    ['computer vs person', [['Cy', 'ismcts:normal'], ['Ada', 'human']]],
  ],
  spellweaver: [
    ['people', [['Ada', 'human'], ['Bo', 'human']]],
    ['person vs computer', [['Ada', 'human'], ['Cy', 'ismcts:normal']]],
    ['computer vs person', [['Cy', 'ismcts:normal'], ['Ada', 'human']]],
  ],
  ioi: [
    ['people', [['Ada', 'human'], ['Bo', 'human']]],
    ['computer vs person', [['Cy', 'ismcts:normal'], ['Ada', 'human']]],
    ['three: person, computer, person', [['Ada', 'human'], ['Cy', 'ismcts:normal'], ['Bo', 'human']]],
    ['four: computer first', [['Cy', 'ismcts:normal'], ['Ada', 'human'], ['Dee', 'ismcts:normal'], ['Bo', 'human']]],
  ],
  woven: [
    ['solo', [['Ada', 'human']]],
    ['person vs computer', [['Ada', 'human'], ['Cy', 'ismcts:normal']]],
    ['three: computer first', [['Cy', 'ismcts:normal'], ['Ada', 'human'], ['Bo', 'human']]],
    ['four: people and computers', [['Ada', 'human'], ['Cy', 'ismcts:normal'], ['Bo', 'human'], ['Dee', 'ismcts:normal']]],
  ],
  weave: [
    ['person storyteller, computer character', [['Ada', 'human'], ['Cy', 'ismcts:normal']]],
    ['computer storyteller, people', [['Cy', 'ismcts:normal'], ['Ada', 'human'], ['Bo', 'human']]],
    ['oracle, one person', [['Ada', 'human']]],
    ['oracle, person and computer', [['Ada', 'human'], ['Cy', 'ismcts:normal']], { oracle: true }],
    ['people', [['Ada', 'human'], ['Bo', 'human']]],
  ],
};

/** Every game's guided first game is a set-up of its own (opened from its link). */
for (const setups of Object.values(SETUPS)) setups.push(['guided first game', null]);

/** Phone and tablet, as the monkey plays them. */
export const MONKEY_SIZES = [
  [390, 844, 'phone 390x844'],
  [820, 1180, 'tablet 820x1180'],
];

/** Every window size a page must fit (the issue "Tables that never break"). */
export const WINDOWS = [
  [360, 640],
  [390, 844],
  [844, 390],
  [768, 1024],
  [820, 1180],
  [1180, 820],
  [1440, 900],
  [1920, 1080],
];

/** Controls that leave the game or the page (navigation, files, printing, another game): a
 *  person may use them, but the monkey stays at this table to keep checking it. */
const LEAVES = /^(Home|Rules|Loomhall home|Skip to content|Back to the library|Export.*|Print.*|Download.*|Copy.*link.*|Share.*|Save as a file.*|New game.*|Rematch.*|Play again.*|Start a new game.*|Delete.*|Open the rules page)$/i;

/** Runs in the page: picks the `pick`-th (modulo) control a person can reach now, scrolls it
 *  into view and returns where to tap and what it is; `null` when there is none. */
function reachable({ pick, leaves }) {
  const leave = new RegExp(leaves, 'i');
  const selector =
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=option], [role=radio], [role=checkbox]';
  const label = (el) =>
    (el.getAttribute('aria-label') || el.innerText || el.value || el.title || el.getAttribute('name') || el.tagName)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 80);
  const candidates = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[inert], [hidden], .visually-hidden, dialog:not([open])')) continue;
    if (el.disabled || el.getAttribute('aria-disabled') === 'true' || el.readOnly) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) continue;
    const name = label(el);
    if (leave.test(name)) continue;
    // A link elsewhere leaves the table (a rule link opens its popover: a button).
    if (el.tagName === 'A' && !el.getAttribute('href').startsWith('#/rules')) continue;
    candidates.push(el);
  }
  // Not covered: the point a finger would touch hits the control itself.
  for (let tries = 0; tries < candidates.length; tries++) {
    const el = candidates[(pick + tries) % candidates.length];
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(el === hit || el.contains(hit) || (el.labels && [...el.labels].some((l) => l.contains(hit))))) continue;
    const kind = el.tagName === 'SELECT' ? 'select' : el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && ['text', 'number', 'search', ''].includes(el.type)) ? 'type' : 'tap';
    const options = kind === 'select' ? [...el.options].filter((o) => !o.disabled).map((o) => o.value) : [];
    return { x, y, kind, options, name: `${el.tagName.toLowerCase()} "${label(el)}"`, count: candidates.length };
  }
  return null;
}

/** Runs in the page: what the checks after each action need. */
function pageState() {
  // On a phone, how many choices the step shows at once (issue 27: at most 12). Every enabled
  // button of the question areas counts, except that a hand, or a list that scrolls in its own
  // box, counts as one.
  function choicesInView() {
    if (innerWidth > 430) return 0;
    const areas = '.choice-bar, .sw-choices, .woven-choices, .mundane-panel, .cast-panel, .weave-choices, .cast-choice, .bury-choice, .discard-choice';
    const hands = '.hand, .storyteller-hand, .woven-hand .cards, .sw-hand-cards';
    const seen = new Set();
    const ones = new Set();
    let n = 0;
    for (const area of document.querySelectorAll(areas)) {
      for (const b of area.querySelectorAll('button')) {
        // (Chromium gives boxes to what a closed <details> holds: they are not shown.)
        if (seen.has(b) || b.disabled || !b.getClientRects().length || b.closest('details:not([open])')) continue;
        seen.add(b);
        let box = b.closest(hands);
        for (let e = b.parentElement; !box && e && e !== area.parentElement; e = e.parentElement) {
          const o = getComputedStyle(e).overflowY;
          if (o === 'auto' || o === 'scroll') box = e;
        }
        if (box) ones.add(box);
        else n++;
      }
    }
    return n + ones.size;
  }
  const handOff = Boolean(document.querySelector('.hand-off'));
  const secret = handOff
    ? [...document.querySelectorAll('.hand-area, .choice-bar, .sw-hand, .woven-hand, .weave-hand, .sw-choices, .woven-choices, .weave-choices, .ioi-hand')]
        .filter((el) => el.getClientRects().length)
        .map((el) => el.className)
    : [];
  return {
    width: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
    crashed: Boolean(document.querySelector('.crash-panel')),
    handOff,
    secret,
    choices: choicesInView(),
    url: location.hash,
    actions: Number(document.querySelector('.table')?.getAttribute('data-actions') ?? -1),
  };
}

/** Plays one game: `game` with `setup` ([label, seats, options]) at `size` ([w, h, name]),
 *  `steps` actions from `seed`. Returns { problems, log }: each problem a readable line. */
export async function playMonkey(app, game, setup, size, seed, steps) {
  const log = [];
  const problems = [];
  try {
    await play(app, game, setup, size, seed, steps, log, problems);
  } catch (e) {
    const actions = log.map((l, i) => `\n    ${i + 1}. ${l}`).join('');
    problems.push(`${game} · ${setup[0]} · ${size[2]} · seed ${seed}: ${e.message.split('\n')[0]}\n  actions: ${actions}`);
  }
  return { problems, log };
}

async function play({ page, url, errors, warnings }, game, setup, size, seed, steps, log, problems) {
  const [label, seats, options = {}] = setup;
  const [width, height, sizeName] = size;
  const random = rng(seed);
  const where = () => `${game} · ${label} · ${sizeName} · seed ${seed}`;
  const fail = (what) => {
    problems.push(`${where()}: ${what}\n  actions: ${log.length ? log.map((l, i) => `\n    ${i + 1}. ${l}`).join('') : '(none)'}`);
  };
  errors.length = 0;
  warnings.length = 0;
  await page.setViewportSize({ width, height });
  await openHome(page, url);
  await page.evaluate(() => localStorage.clear());
  if (seats) {
    await fillNewGame(page, url, game, seats, seed);
    if (options.oracle) await page.getByLabel(/^Storyteller/).selectOption('oracle');
    await page.getByRole('button', { name: 'Start the game' }).click();
  } else {
    await page.goto(`${url}#/guide/${game}`);
  }
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  const slot = decodeURIComponent(page.url().split('#/table/')[1]);
  log.push(`start ${game} (${label}) at ${sizeName}, deal ${seed}`);

  const check = async (after) => {
    let state;
    try {
      state = await page.evaluate(pageState, undefined, { timeout: 10000 });
    } catch (e) {
      return fail(`the page stopped answering after ${after}: ${e.message.split('\n')[0]}`);
    }
    const said = () => errors.map((e) => e.split('\n')[0]).join(' | ');
    if (state.crashed) return fail(`the crash panel is up after ${after}: ${said()}`);
    if (errors.length) return fail(`console or page errors after ${after}: ${said()}`);
    if (warnings.length) return fail(`console warnings after ${after}: ${warnings.join(' | ')}`);
    if (state.width > state.window + 1) return fail(`the page is ${state.width} px wide in a ${state.window} px window after ${after}`);
    if (state.secret.length) return fail(`at a hand-off the page holds a seat's ${state.secret.join(', ')} after ${after}`);
    if (state.choices > 12) return fail(`a phone step shows ${state.choices} choices at once (at most 12) after ${after}`);
    if (!state.url.startsWith('#/table/')) return fail(`the page left the table (${state.url}) after ${after}`);
    // A label drawn on a piece (the guide's "this one", a lesson's mark, a last move's "new")
    // is whole and hides no text.
    // (Looked at again a second later: a card just played may still be moving into place.)
    const labels = '[data-guide-target], [data-lesson-mark], .board .last-move-card';
    let hidden = await labelProblems(page, labels);
    if (hidden.length) hidden = await page.waitForTimeout(1000).then(() => labelProblems(page, labels));
    if (hidden.length) return fail(`${hidden.join('; ')} after ${after}`);
    return true;
  };
  if ((await check('the start')) !== true) return;

  for (let step = 0; step < steps; step++) {
    // Often, as a person does, let the computer finish its move before acting (the table then
    // draws the computer's answer with nobody's click in between); otherwise act at once.
    if (random() < 0.6) {
      await page.waitForFunction(() => !document.querySelector('.thinking'), null, { timeout: 20000 }).catch(() => {});
      await page.waitForTimeout(150);
      if ((await check('waiting for the computer')) !== true) return;
    }
    // The computer may be thinking: wait up to 15 s for something a person can do.
    let target = null;
    for (let waited = 0; waited < 15000; waited += 150) {
      target = await page.evaluate(reachable, { pick: Math.floor(random() * 1e9), leaves: LEAVES.source });
      if (target) break;
      if (await page.locator('.end-dialog').isVisible().catch(() => false)) break;
      await page.waitForTimeout(150);
    }
    if (!target) {
      log.push('nothing left to do');
      break;
    }
    let what = `${target.kind} ${target.name}`;
    if (target.kind === 'select' && target.options.length) {
      const value = target.options[Math.floor(random() * target.options.length)];
      what += ` → "${value}"`;
      await page.mouse.click(target.x, target.y);
      await page.evaluate((v) => {
        const el = document.activeElement;
        if (el && el.tagName === 'SELECT') {
          el.value = v;
          el.dispatchEvent(new Event('input', { bubbles: true }));
          el.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }, value);
    } else if (target.kind === 'type') {
      const words = ['3', 'Mira', '12', 'a long name that keeps going and going', '0', ''];
      const text = words[Math.floor(random() * words.length)];
      what += ` ← "${text}"`;
      await page.mouse.click(target.x, target.y);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    } else {
      await page.mouse.click(target.x, target.y);
    }
    log.push(what);
    await page.waitForTimeout(60);
    if ((await check(what)) !== true) return;
    // Now and then, this position at every window size (then back to the monkey's own).
    if (step % 4 === 3) {
      for (const [w, h] of WINDOWS) {
        await page.setViewportSize({ width: w, height: h });
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
        if ((await check(`${what}, seen at ${w}x${h}`)) !== true) return;
      }
      await page.setViewportSize({ width, height });
    }
  }

  // The save reopens at the same position.
  const before = await page.evaluate((k) => localStorage.getItem(k), `loomhall.save.${slot}`);
  const recorded = JSON.parse(before ?? 'null')?.record?.actions?.length;
  await page.goto(`${url}#/`);
  await page.goto(`${url}#/table/${encodeURIComponent(slot)}`);
  await page.locator('.table').waitFor({ timeout: 30000 });
  const reopened = await page.evaluate(
    ([k]) => ({ raw: localStorage.getItem(k), actions: Number(document.querySelector('.table')?.getAttribute('data-actions')) }),
    [`loomhall.save.${slot}`],
  );
  const after = JSON.parse(reopened.raw ?? 'null')?.record?.actions ?? [];
  const prior = JSON.parse(before ?? 'null')?.record?.actions ?? [];
  if (JSON.stringify(after.slice(0, prior.length)) !== JSON.stringify(prior) || reopened.actions < (recorded ?? 0)) {
    fail(`the save did not reopen at the same position (${recorded} actions saved; ${reopened.actions} at the table after a reload)`);
  } else {
    await check('the reload');
  }
}
