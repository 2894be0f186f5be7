import { serveDist, openBrowser, openHome, fillNewGame } from './harness.mjs';
const app = await serveDist();
app.serve(process.env.DIST_DIR || '/tmp/dist-prev');
const { browser, page } = await openBrowser();
await page.setViewportSize({ width: 1920, height: 1080 });
for (const game of ['weavers', 'spellweaver', 'woven', 'ioi', 'weave']) {
  await openHome(page, app.url);
  await page.evaluate(() => localStorage.setItem('loomhall.settings', JSON.stringify({ large_table: true })));
  await fillNewGame(page, app.url, game, [['Ada', 'human'], ['Bot', 'ismcts:easy']], 3);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/#\/table\//, { timeout: 30000 });
  if (process.env.CSS) await page.evaluate((rules) => { const sh = [...document.styleSheets].at(-1); for (const r of rules.split('||')) sh.insertRule(r, sh.cssRules.length); }, process.env.CSS);
  await page.waitForTimeout(4000);
  const m = await page.evaluate(() => {
    const zoomOf = (el) => { let z = 1; for (let e = el; e; e = e.parentElement) { const v = parseFloat(getComputedStyle(e).zoom || '1'); if (v) z *= v; } return z; };
    const walker = document.createTreeWalker(document.querySelector('.table') || document.body, NodeFilter.SHOW_TEXT);
    const small = [];
    let min = 99;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim()) continue;
      const el = n.parentElement;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      if (el.closest('.visually-hidden,[aria-hidden="true"] .x')) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') continue;
      let px = parseFloat(cs.fontSize) * zoomOf(el);
      if (el instanceof SVGElement || el.closest('svg')) {
        const svg = el.closest('svg'); const box = svg.getBoundingClientRect(); const vb = svg.viewBox?.baseVal;
        if (vb && vb.width) px = parseFloat(cs.fontSize) * (box.width / vb.width);
      }
      min = Math.min(min, px);
      if (px < 18) small.push(`${el.className?.baseVal ?? el.className}:${n.textContent.trim().slice(0, 20)}:${px.toFixed(1)}`);
    }
    const main = document.querySelector('.table-main')?.getBoundingClientRect();
    return { height: document.documentElement.scrollHeight, width: main?.width, min: min.toFixed(1), small: [...new Set(small)].slice(0, 12), nsmall: small.length };
  });
  console.log(game, JSON.stringify(m));
  await page.screenshot({ path: `/tmp/large-${game}.png` });
}
await page.context().browser()?.close();
app.close();
