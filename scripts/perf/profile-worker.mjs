// Where the AI worker's time goes in Chromium: samples the worker's CPU (Chromium's own profiler,
// over the DevTools protocol) while the home page's device check runs twice, then prints self
// time by function (the top TOP, default 40) and writes the whole profile (a .cpuprofile that
// DevTools opens). Issue 30, point 4 (docs/performance.md, "Where the browser's time went").
//
// Function names need a worker built with its name section, which the release build's
// `wasm-opt` drops. For Weavers' worker, after a release build:
//   wasm-bindgen --target no-modules --out-dir /tmp/named \
//     target/wasm32-unknown-unknown/worker/loomhall-worker-weavers.wasm
//   tests/e2e/node_modules/.bin/wasm-opt -O3 -g --enable-bulk-memory --enable-nontrapping-float-to-int \
//     --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
//     -o /tmp/named/named.wasm /tmp/named/loomhall-worker-weavers_bg.wasm
// then copy dist/ elsewhere, put named.wasm in place of its build-*/loomhall-worker-weavers_bg.wasm
// (and delete that file's .br and .gz copies), serve the copy (`python3 -m http.server`) and run
//   node scripts/perf/profile-worker.mjs http://127.0.0.1:8000/#/ [out.cpuprofile]
// `ws` comes with Lighthouse, in scripts/perf's own install (scripts/perf.sh). The native counterpart: `perf record target/release/loomhall bench --game weavers --seconds 0.05
// --iterations 200000`, then `perf report --no-children --sort symbol`.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(join(ROOT, 'scripts/perf/package.json'));
const WebSocket = require('ws');
const { chromium } = createRequire(join(ROOT, 'tests/e2e/package.json'))('playwright-core');
const url = process.argv[2];
const out = process.argv[3] || join(ROOT, 'target/worker.cpuprofile');
const port = 9333;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`] });
const page = await browser.newPage();
await page.goto(url);
const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
const ws = new WebSocket(version.webSocketDebuggerUrl);
await new Promise((ok) => ws.on('open', ok));
let id = 0;
const pending = new Map();
const listeners = [];
ws.on('message', (raw) => {
  const m = JSON.parse(raw);
  if (m.id && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); }
  else for (const l of listeners) l(m);
});
const send = (method, params = {}, sessionId) => new Promise((ok) => { const i = ++id; pending.set(i, ok); ws.send(JSON.stringify({ id: i, method, params, sessionId })); });
const targets = (await send('Target.getTargets')).result.targetInfos;
const pageTarget = targets.find((t) => t.type === 'page' && t.url.startsWith(url.split('#')[0]));
const { result: { sessionId: pageSession } } = await send('Target.attachToTarget', { targetId: pageTarget.targetId, flatten: true });
const workerSession = new Promise((ok) => listeners.push((m) => {
  if (m.method === 'Target.attachedToTarget' && m.sessionId === pageSession && m.params.targetInfo.type === 'worker') ok(m.params.sessionId);
}));
await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, pageSession);
const button = page.getByRole('button', { name: 'Measure how fast this device thinks' });
await button.click();
const ws1 = await workerSession;
await send('Profiler.enable', {}, ws1);
await send('Profiler.setSamplingInterval', { interval: 200 }, ws1);
await send('Profiler.start', {}, ws1);
await send('Runtime.runIfWaitingForDebugger', {}, ws1);
const result = async () => {
  const text = await page.locator('#device-check-result').innerText({ timeout: 180000 });
  return text;
};
console.log('run 1:', await result());
await button.click();
await page.waitForFunction(() => !/Done/.test(document.querySelector('#device-check-result')?.innerText || '') , null, { timeout: 5000 }).catch(() => {});
console.log('run 2:', await result());
const { result: { profile } } = await send('Profiler.stop', {}, ws1);
writeFileSync(out, JSON.stringify(profile));
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; let total = 0;
profile.samples.forEach((s, i) => { const n = byId.get(s); const name = n.callFrame.functionName || `(${n.callFrame.url.split('/').pop()})`; self.set(name, (self.get(name) || 0) + (dt[i] || 0)); total += dt[i] || 0; });
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 40));
for (const [name, us] of top) console.log(`${(100 * us / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name.slice(0, 140)}`);
ws.close();
await browser.close();
