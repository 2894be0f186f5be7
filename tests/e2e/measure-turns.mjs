// Taps per turn, choices per step and hand-offs per round at 390×844, through the real controls
// (issue 27): each step taps the first enabled choice of the game's question area. After
// `make build-test`: `cd tests/e2e && node measure-turns.mjs ioi,woven pass 80` (games, "computer"
// or "pass", steps). Prints one JSON line per game.
import { serveDist, openBrowser, openHome, fillNewGame } from './harness.mjs';
const app = await serveDist();
const { page } = await openBrowser();
await page.setViewportSize({ width: 390, height: 844 });
const AREAS = { woven: '.woven-choices, .mundane-panel, .cast-panel, .woven-hand .cast:not(.unavailable), .woven-setup', weave: '.weave-choices', spellweaver: '.sw-choices', ioi: '.choice-bar', weavers: '.choice-bar, .cast-choice, .bury-choice, .discard-choice' };
const HANDS = { woven: '.woven-hand .cards', weave: '.storyteller-hand', spellweaver: '.sw-hand-cards', ioi: '.hand', weavers: '.hand-area' };
const mode = process.argv[3] || 'computer';
const steps = Number(process.argv[4] || 60);
for (const game of (process.argv[2] || 'weavers,spellweaver,woven,ioi,weave').split(',')) {
  await openHome(page, app.url);
  const seats = mode === 'pass' ? [['Ada', 'human'], ['Bo', 'human']] : [['Ada', 'human'], ['Bot', 'ismcts:easy']];
  await fillNewGame(page, app.url, game, seats, 7);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  const counts = [];
  let taps = 0, handoffs = 0;
  const rounds = new Set();
  const used = new Set();
  const turnKey = (r) => [...r].at(-1);
  for (let i = 0; i < steps; i++) {
    await page.waitForTimeout(400);
    if (await page.locator('.end-dialog').isVisible().catch(() => false)) break;
    rounds.add(await page.locator('.progress-label').innerText({ timeout: 1000 }).catch(() => ''));
    if (await page.locator('.hand-off').isVisible().catch(() => false)) {
      handoffs++;
      await page.locator('.hand-off button.primary').click();
      continue;
    }
    const n = await page.evaluate(([areas, hands]) => {
      const visible = (b) => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !b.disabled && !b.closest('details:not([open]) > :not(summary)'); };
      const inHand = (b) => hands && b.closest(hands);
      const buttons = [...document.querySelectorAll(`.board :is(${areas}) button, .board button:is(${areas})`)].filter(visible).filter((b) => !inHand(b));
      const hand = hands && document.querySelector(hands) ? 1 : 0;
      return buttons.length + hand;
    }, [AREAS[game], HANDS[game]]);
    // IOI: once a turn, use a card's ability (so the others' response windows come up).
    const prompt = game === 'ioi' ? await page.locator('#choice-prompt').innerText({ timeout: 1000 }).catch(() => '') : '';
    if (prompt.startsWith('Your actions') && !used.has(turnKey(rounds))) {
      used.add(turnKey(rounds));
      const cards = page.locator('.hand button[data-card]');
      for (let k = 0; k < (await cards.count()); k++) {
        await cards.nth(k).click();
        taps++;
        const use = page.locator('.choice-options button', { hasText: /^Use it to|^Morph it/ });
        if (await use.count()) {
          await use.first().click();
          taps++;
          break;
        }
        await cards.nth(k).click();
        taps++;
      }
      continue;
    }
    const pick = page.locator(`.board :is(${AREAS[game]}) button:not([disabled]), .board button:is(${AREAS[game]}):not([disabled])`).first();
    if (await pick.count()) {
      counts.push(n);
      taps++;
      await pick.click({ timeout: 3000 }).catch(() => {});
    }
  }
  counts.sort((a, b) => a - b);
  console.log(JSON.stringify({ game, mode, steps: counts.length, median: counts[Math.floor(counts.length / 2)], max: counts.at(-1), taps, handoffs, rounds: [...rounds] }));
}
process.exit(0);
