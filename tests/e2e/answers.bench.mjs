// How long the computer takes to answer in the browser's worker at each level (issue 31, point
// 2: at hard, about 0.5 s median and 1.5 s at most on this machine kind), against the build in
// dist/. In each game, a table whose every seat is the computer at LOOMHALL_LEVEL (default
// hard) plays by itself until ANSWERS answers were timed (from request to reply, as the page
// notes each on its root element: `data-last-answer`) (games that end first are played again). Quote the figures with `loomhall bench --game G
// --iterations 0 --answers ismcts:LEVEL` (the native answers of one whole game). A benchmark,
// not part of `make test` (its name keeps it out of `node --test`'s default files): timings
// depend on the machine's load; run it on a quiet one. LOOMHALL_PERF_JSON=FILE appends the
// figures there as JSON lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFile } from 'node:fs/promises';
import { fillNewGame, openHome, withApp } from './harness.mjs';

const LEVEL = process.env.LOOMHALL_LEVEL || 'hard';
const GAMES = (process.env.LOOMHALL_GAMES || 'weavers,spellweaver,woven,ioi,weave').split(',');
const ANSWERS = Number(process.env.LOOMHALL_ANSWERS || 40);
const TIME_LIMIT_MS = 300000;

for (const game of GAMES) {
  test(`${game}: the computer's answers at ${LEVEL} in the browser`, (t) =>
    withApp(async ({ page, url, errors }) => {
      await openHome(page, url);
      await fillNewGame(page, url, game, [['One', `ismcts:${LEVEL}`], ['Two', `ismcts:${LEVEL}`]], 7);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.waitForURL(/#\/table\//);
      await page.evaluate(() => {
        window.__answers = [];
        new MutationObserver(() => {
          const [, ms] = document.documentElement.dataset.lastAnswer.split(' ');
          window.__answers.push(Number(ms));
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-last-answer'] });
      });
      const started = Date.now();
      let answers = [];
      while (Date.now() - started < TIME_LIMIT_MS) {
        answers = await page.evaluate(() => window.__answers);
        if (answers.length >= ANSWERS) break;
        // A game that ends first is played again (the same seats), until enough answers.
        if (await page.locator('.end-dialog').count()) await page.getByRole('button', { name: 'Rematch' }).click();
        await page.waitForTimeout(250);
      }
      const sorted = [...answers].sort((a, b) => a - b);
      const figures = {
        game,
        level: LEVEL,
        answers: answers.length,
        median_ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
        max_ms: sorted.at(-1) ?? 0,
      };
      t.diagnostic(`${JSON.stringify(figures)}; answers (ms) ${answers.join(', ')}`);
      if (process.env.LOOMHALL_PERF_JSON) await appendFile(process.env.LOOMHALL_PERF_JSON, JSON.stringify(figures) + '\n');
      assert.ok(answers.length >= 4, `the computer answered ${answers.length} times`);
      assert.deepEqual(errors, []);
    }));
}
