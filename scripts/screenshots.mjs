// Fresh screenshots of every game's table at the eight window sizes, from the built app in
// dist/: docs/screenshots/<game>/<size>.png (the window only, not the whole page), each table
// the mid-game position the layout test measures (tests/e2e/scenarios.mjs). They replace the
// table-at-a-size pictures of each game's folder (also the older four-size ones, `table-WxH.png`,
// `phone-390x844.png` …); pictures of particular moments (a hand-off, an editor, a response
// window) are the game tests' (`LOOMHALL_SCREENSHOTS=1`) and stay.
//
//   trunk build index.html && node scripts/screenshots.mjs [game ...]
//
// Runs headless Chromium through the browser tests' harness (CHROMIUM overrides its path).
import { mkdir, readdir, rm } from 'node:fs/promises';
import { openBrowser, serveDist } from '../tests/e2e/harness.mjs';
import { GAMES, SIZES, openTable } from '../tests/e2e/scenarios.mjs';

const OUT = new URL('../docs/screenshots/', import.meta.url);
/** The pictures of a table at a window size, this script's and the older ones it replaces. */
const AT_A_SIZE = /^((table|desktop|phone|tablet-landscape|tablet-portrait)-)?(zoom200-)?\d+x\d+\.png$/;
const games = process.argv.length > 2 ? process.argv.slice(2) : GAMES;

const server = await serveDist();
try {
  for (const game of games) {
    if (!GAMES.includes(game)) throw new Error(`unknown game ${game}; the games are ${GAMES.join(', ')}`);
    const dir = new URL(`${game}/`, OUT);
    await mkdir(dir, { recursive: true });
    for (const file of await readdir(dir)) if (AT_A_SIZE.test(file)) await rm(new URL(file, dir));
    const browser = await openBrowser();
    try {
      const { page } = browser;
      // Still pictures: no animation caught half-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openTable(page, server.url, game);
      for (const [width, height, size] of SIZES) {
        await page.setViewportSize({ width, height });
        await page.mouse.move(0, 0);
        await page.evaluate(() => document.activeElement?.blur());
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        const path = new URL(`${size}.png`, dir).pathname;
        await page.screenshot({ path, fullPage: false });
        console.log(path);
      }
      if (browser.errors.length) throw new Error(`${game}: ${browser.errors.join('\n')}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
