// Runtime speed in the browser (issue 13), against the build in dist/: a whole game against the
// computer (ismcts:normal) in Weavers and in Spellweaving IOI, the window moving through the four
// sizes (390x844, 768x1024, 1024x768, 1440x900) as the game goes on. Every main-thread long task
// (PerformanceObserver 'longtask') from the first move to the end, and every answer of the
// computer (how long its "is thinking" bar shows), are recorded; the test fails on a task over
// 50 ms or an answer over 1 s. LOOMHALL_PERF_JSON=FILE also writes the figures there
// (scripts/perf.sh reads them). A benchmark, not part of `make test` (its name keeps it out of
// `node --test`'s default files): timings depend on the machine's load; run it on a quiet one.
// LOOMHALL_PROFILE=DIR also records each game with Chromium's sampling profiler into
// DIR/<game>.cpuprofile, and LOOMHALL_TRACE=DIR with Chromium's trace into DIR/<game>.trace.json
// (each task's CPU time beside its wall-clock time); scripts/long-tasks.mjs reads either
// (docs/performance.md, "Where the main thread's time went").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fillNewGame, openHome, watchMainThread, withApp } from './harness.mjs';
import { discardUpToThree, option, prompt, releaseOne, textOf } from './ioi-helpers.mjs';
import { askForHints, assertHidden, humanTurn, newWeaversGame, playChoice } from './weavers-helpers.mjs';

const SIZES = [
  [390, 844],
  [768, 1024],
  [1024, 768],
  [1440, 900],
];
/** The person's moves between two changes of the window's size. */
const MOVES_PER_SIZE = 3;
const LONG_TASK_MS = 50;
const ANSWER_MS = 1000;

/** Moves the window to the next size every few of the person's moves. */
async function nextSize(page, move) {
  if (move % MOVES_PER_SIZE === 0) {
    const [width, height] = SIZES[(move / MOVES_PER_SIZE) % SIZES.length];
    await page.setViewportSize({ width, height });
  }
}

/** Starts Chromium's sampling profiler (LOOMHALL_PROFILE) or trace (LOOMHALL_TRACE) when either
 *  names a folder; else does nothing. */
async function startProfile(page) {
  const [profile, trace] = [process.env.LOOMHALL_PROFILE, process.env.LOOMHALL_TRACE];
  if (!profile && !trace) return null;
  const cdp = await page.context().newCDPSession(page);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const events = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  }
  return { cdp, events };
}

/** Writes what `startProfile` started: LOOMHALL_PROFILE/<game>.cpuprofile, LOOMHALL_TRACE/<game>.trace.json. */
async function saveProfile(started, game) {
  if (!started) return;
  const { cdp, events } = started;
  if (process.env.LOOMHALL_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(join(process.env.LOOMHALL_PROFILE, `${game}.cpuprofile`), JSON.stringify(profile));
  }
  if (process.env.LOOMHALL_TRACE) {
    const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
    await cdp.send('Tracing.end');
    await complete;
    await writeFile(join(process.env.LOOMHALL_TRACE, `${game}.trace.json`), JSON.stringify({ traceEvents: events }));
  }
}

/** The recorded figures, reported and checked: no long task, every answer within a second. */
async function checkMainThread(t, page, game, moves) {
  const { longTasks, answers } = await page.evaluate(() => ({ longTasks: window.__longTasks, answers: window.__thinking }));
  const figures = {
    game,
    moves,
    answers: answers.length,
    answer_median_ms: [...answers].sort((a, b) => a - b)[Math.floor(answers.length / 2)] ?? 0,
    answer_max_ms: Math.max(0, ...answers),
    long_tasks: longTasks.length,
    long_task_max_ms: Math.max(0, ...longTasks.map(([, ms]) => ms)),
  };
  t.diagnostic(`${game}: ${JSON.stringify(figures)}; answers (ms) ${answers.join(', ')}; long tasks [start, ms] ${JSON.stringify(longTasks)}`);
  if (process.env.LOOMHALL_PERF_JSON) await appendFile(process.env.LOOMHALL_PERF_JSON, JSON.stringify(figures) + '\n');
  assert.ok(answers.length >= 4, `the computer answered ${answers.length} times`);
  assert.deepEqual(answers.filter((ms) => ms > ANSWER_MS), [], `every answer within ${ANSWER_MS} ms`);
  assert.deepEqual(longTasks.filter(([, ms]) => ms > LONG_TASK_MS), [], `no main-thread task over ${LONG_TASK_MS} ms`);
}

test('Weavers against ismcts:normal, a whole game at four sizes: no main-thread task over 50 ms, answers within 1 s', (t) =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await newWeaversGame(page, url, { names: ['Ada', 'Robo'], kinds: ['human', 'ismcts:normal'], seed: 5 });
    await watchMainThread(page);
    const profile = await startProfile(page);
    let [moves, reveals, hinted] = [0, 0, false];
    for (; moves < 400; moves++) {
      if (!(await humanTurn(page))) break;
      await nextSize(page, moves);
      if (await page.locator('.reveal-tile.fresh').count()) reveals++;
      if (!hinted) hinted = await askForHints(page);
      // The computer's hand is never in the page.
      await assertHidden(page, [1], `move ${moves}`);
      const before = Number(await page.locator('.table').getAttribute('data-actions'));
      assert.ok(await playChoice(page), 'a choice to make');
      await page.waitForFunction((k) => Number(document.querySelector('.table')?.dataset.actions) > k || document.querySelector('.end-dialog'), before);
    }
    await page.locator('.end-dialog').waitFor();
    assert.ok(reveals > 0, 'casts were revealed');
    assert.ok(hinted, 'a hint was asked for');
    await saveProfile(profile, 'weavers');
    await checkMainThread(t, page, 'weavers', moves);
    assert.deepEqual(errors, []);
  }));

test('Spellweaving IOI against ismcts:normal, a whole game at four sizes: no main-thread task over 50 ms, answers within 1 s', (t) =>
  withApp(async ({ page, url, errors }) => {
    await openHome(page, url);
    await fillNewGame(page, url, 'ioi', [['Ada', 'human'], ['Robo', 'ismcts:normal']], 11);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForURL(/#\/table\//);
    await page.locator('.ioi').waitFor({ timeout: 30000 });
    await watchMainThread(page);
    const profile = await startProfile(page);
    // The person weaves nothing and discards up to three cards a turn, so the deck runs out.
    let [moves, discards] = [0, 0];
    const started = Date.now();
    for (let step = 0; ; step++) {
      assert.ok(step < 3000 && Date.now() - started < 600000, 'the game should end');
      if (await page.locator('.end-dialog').isVisible()) break;
      const text = await prompt(page);
      if (!text || (await page.locator('.thinking').count())) {
        await page.waitForTimeout(100); // the computer is thinking, or the page is updating
        continue;
      } else if (text.includes('answer it with an ability of your own')) {
        await option(page, 'Let it resolve').click();
      } else if (text.startsWith('Your turn')) {
        discards = 0;
        await option(page, 'Focus').click();
      } else if (text.startsWith('Listen In')) {
        await page.locator('.pile-button').first().click();
      } else if (text.startsWith('Your actions')) {
        await option(page, 'End actions').click();
      } else if (text.startsWith('Release')) {
        await releaseOne(page);
      } else if (text.startsWith('Clear Your Mind: discard any')) {
        discards = await discardUpToThree(page, discards);
      } else if (text.startsWith('The deck is empty')) {
        await option(page, 'End your turn').click();
      } else {
        await page.waitForTimeout(100);
        continue;
      }
      await nextSize(page, ++moves);
    }
    assert.match(await textOf(page.locator('.end-dialog h2')), /wins|tie/);
    await saveProfile(profile, 'ioi');
    await checkMainThread(t, page, 'ioi', moves);
    assert.deepEqual(errors, []);
  }));
