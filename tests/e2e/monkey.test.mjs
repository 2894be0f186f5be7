// The UI monkey in the browser suite (tests/e2e/monkey.mjs): every game, every seat set-up a
// person can choose, at phone and at tablet size, a few hundred actions over the suite.
// MONKEY_SEEDS (seeds per set-up and size, default 1), MONKEY_STEPS (actions per game, default
// 10) and MONKEY_GAMES (comma-separated ids) make a longer run: `make monkey`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withApp } from './harness.mjs';
import { MONKEY_SIZES, SETUPS, playMonkey } from './monkey.mjs';

const SEEDS = Number(process.env.MONKEY_SEEDS || 1);
const STEPS = Number(process.env.MONKEY_STEPS || 10);
const FIRST_SEED = Number(process.env.MONKEY_SEED || 1);
const ONLY = process.env.MONKEY_GAMES ? process.env.MONKEY_GAMES.split(',') : Object.keys(SETUPS);

for (const game of ONLY) {
  test(`monkey: ${game}, every seat set-up at phone and tablet size`, async () => {
    const problems = [];
    let actions = 0;
    await withApp(async (app) => {
      for (const [i, setup] of SETUPS[game].entries()) {
        for (const [j, size] of MONKEY_SIZES.entries()) {
          for (let s = 0; s < SEEDS; s++) {
            const seed = FIRST_SEED + s * 1000 + i * 10 + j;
            const { problems: found, log } = await playMonkey(app, game, setup, size, seed, STEPS);
            actions += log.length - 1;
            problems.push(...found);
          }
        }
      }
    });
    console.log(`monkey ${game}: ${actions} actions, ${problems.length} problem(s)`);
    assert.deepEqual(problems, [], problems.join('\n\n'));
  });
}
