// What the main thread's long tasks spent their time on, from what `perf.bench.mjs` records in
// tests/e2e (docs/performance.md, "Where the main thread's time went"):
// - a Chromium trace (`LOOMHALL_TRACE=DIR`, DIR/<game>.trace.json): the renderer's main-thread
//   tasks over the limit by wall-clock time and by CPU time (a task stretched by other programs
//   sharing the CPU is long by the clock only), the longest by each, and the CPU time of the
//   scripts and of each step of the browser's drawing;
// - a CPU profile (`LOOMHALL_PROFILE=DIR`, DIR/<game>.cpuprofile): its samples cut into busy
//   spans (no idle gap over 2 ms) and, for the spans over the limit, the functions with the most
//   time, counting every sample whose stack holds them (a caller counts its callees' time too).
//   Rust functions show by name only when the app's wasm keeps its name section (a release
//   build's `wasm-opt` removes it; docs/performance.md says how to keep it).
//
//   node scripts/long-tasks.mjs FILE.trace.json|FILE.cpuprofile [--over MS] [--top N]
import { readFile } from 'node:fs/promises';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/long-tasks.mjs FILE.trace.json|FILE.cpuprofile [--over MS] [--top N]');
  process.exit(2);
}
const [overMs, top] = [option('--over', 50), option('--top', 30)];

const profile = JSON.parse(await readFile(file, 'utf8'));
if (profile.traceEvents) {
  trace(profile.traceEvents);
  process.exit(0);
}

/** The trace's figures: the renderer's main thread is the one that ran the most scripts. */
function trace(events) {
  const complete = events.filter((e) => e.ph === 'X' && e.dur);
  const scripts = new Map();
  for (const e of complete.filter((e) => e.name === 'FunctionCall')) {
    const thread = `${e.pid}:${e.tid}`;
    scripts.set(thread, (scripts.get(thread) || 0) + 1);
  }
  const main = [...scripts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = complete.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const [wall, cpu] = [(e) => e.dur / 1000, (e) => (e.tdur ?? e.dur) / 1000];
  const longest = (f) => tasks.map(f).sort((a, b) => b - a).slice(0, top).map(Math.round).join(', ');
  console.log(`${tasks.length} main-thread tasks, ${Math.round(tasks.reduce((a, t) => a + cpu(t), 0))} ms of CPU`);
  console.log(`over ${overMs} ms by the clock: ${tasks.filter((t) => wall(t) > overMs).length}; longest (ms): ${longest(wall)}`);
  console.log(`over ${overMs} ms of CPU: ${tasks.filter((t) => cpu(t) > overMs).length}; longest (ms): ${longest(cpu)}`);
  const kinds = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
  const by = kinds.map((k) => [k, mine.filter((e) => e.name === k).reduce((a, e) => a + cpu(e), 0)]);
  console.log(`CPU ms by kind (FunctionCall: scripts; UpdateLayoutTree: styles): ${by.map(([k, ms]) => `${k} ${Math.round(ms)}`).join(', ')}`);
  const long = mine.filter((e) => e.name === 'FunctionCall').map(cpu).filter((ms) => ms > 16);
  console.log(`scripts over 16 ms of CPU (a frame): ${long.length}`);
}
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const child of n.children || []) parent.set(child, n.id);
const name = (n) => {
  const f = n.callFrame;
  const label = f.functionName || `(anonymous ${f.url.split('/').pop()}:${f.lineNumber})`;
  return label.replace(/::h[0-9a-f]{16}/g, '');
};
const stack = (id) => {
  const names = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) names.add(name(nodes.get(n)));
  return names;
};
const idle = (id) => ['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName);

// Busy spans: runs of samples that are not idle, split at a gap of more than 2 ms.
let time = profile.startTime;
const spans = [];
let span = null;
for (const [i, id] of profile.samples.entries()) {
  time += profile.timeDeltas[i];
  if (idle(id)) {
    if (span && time - span.end > 2000) {
      spans.push(span);
      span = null;
    }
    continue;
  }
  span ??= { start: time, end: time, samples: [] };
  span.end = time;
  span.samples.push(id);
}
if (span) spans.push(span);

// Playwright's own calls into the page (its selector engine) are the test's work, not the app's.
const driver = (s) => s.samples.some((id) => stack(id).has('evaluate'));
const long = spans.filter((s) => (s.end - s.start) / 1000 > overMs && !driver(s));
const ms = (s) => Math.round((s.end - s.start) / 1000);
console.log(`${spans.length} busy spans; ${long.length} over ${overMs} ms (not the test driver's): ${long.map(ms).join(', ')}`);

const counts = new Map();
let samples = 0;
for (const s of long) {
  for (const id of s.samples) {
    samples++;
    for (const n of stack(id)) counts.set(n, (counts.get(n) || 0) + 1);
  }
}
for (const [n, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${((100 * count) / Math.max(1, samples)).toFixed(1).padStart(6)}%  ${n.slice(0, 150)}`);
}
