// Starts Loomhall. The page's Content-Security-Policy forbids inline scripts, so Trunk's start-up
// tag points here and passes the hashed file names as data attributes (scripts/precache.mjs adds
// the build's version and its AI worker's URL, read by src/app/worker.rs).
const tag = document.getElementById('loomhall-boot');
document.documentElement.dataset.version = tag.dataset.version || '';

// A crash never loses the table. The WebAssembly modules abort on a panic: their panic hook
// (src/app/crash.rs) writes the message to the console, notes the table that was open and calls
// loomhallCrashed; a trap without a panic hook's word (or in a worker) arrives as an error event.
// Nothing of the app runs after that, so this panel is plain DOM with its own listeners. The
// game's save is as it was after the last move the board drew (the table writes it only then).
let crashed = false;
window.loomhallCrashed = (message) => {
  if (crashed) return;
  crashed = true;
  document.documentElement.dataset.crashed = 'true';
  for (const el of document.body.children) el.inert = true;
  const panel = document.createElement('div');
  panel.className = 'crash-panel';
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', 'crash-title');
  panel.setAttribute('aria-describedby', 'crash-text');
  const box = panel.appendChild(document.createElement('div'));
  box.className = 'crash-box';
  const title = box.appendChild(document.createElement('h2'));
  title.id = 'crash-title';
  title.textContent = 'Something went wrong.';
  const text = box.appendChild(document.createElement('p'));
  text.id = 'crash-text';
  text.textContent = 'Your game is saved up to your last move.';
  const detail = box.appendChild(document.createElement('p'));
  detail.className = 'crash-detail';
  detail.textContent = `For a bug report: ${message}`;
  const actions = box.appendChild(document.createElement('div'));
  actions.className = 'actions';
  const button = (label, primary, go) => {
    const b = actions.appendChild(document.createElement('button'));
    b.type = 'button';
    b.textContent = label;
    if (primary) b.className = 'primary';
    b.addEventListener('click', go);
    return b;
  };
  const reload = button('Reload', true, () => location.reload());
  // Only the fragment changes: the page would not reload by itself.
  button('Home', false, () => {
    history.replaceState(null, '', '#/');
    location.reload();
  });
  document.body.appendChild(panel);
  reload.focus();
};
const trapped = (err) => err instanceof WebAssembly.RuntimeError;
addEventListener('error', (e) => {
  if (trapped(e.error)) window.loomhallCrashed(String(e.error));
});
addEventListener('unhandledrejection', (e) => {
  if (trapped(e.reason)) window.loomhallCrashed(String(e.reason));
});
// The AI worker: its panic hook posts { loomhallPanic } (taken here, before the worker's bridge
// reads the message, which it could not decode), and any error it does not catch ends its use.
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener('message', (e) => {
      if (e.data && typeof e.data === 'object' && 'loomhallPanic' in e.data) {
        e.stopImmediatePropagation();
        window.loomhallCrashed(`the computer player: ${e.data.loomhallPanic}`);
      }
    });
    this.addEventListener('error', (e) => {
      window.loomhallCrashed(`the computer player: ${e.message || 'an error'}`);
    });
  }
};

// The modules that draw the pages the home page's module does not (src/app/modules.rs): a game's
// own module (its engine and board only) for a page about that game, the whole app (every page,
// board and engine) for the rest. The home page's module asks for one with the page's game, or
// none; a game's module asks for the whole app when the person goes to a page it cannot draw.
// Their files sit in this build's own folder, which scripts/precache.mjs names in `data-app`
// and `data-game-app` (with `{game}` for the game's id). Each is loaded once; once the whole app
// is asked for, it is the answer to every later request (it draws every page). A failed load
// says why to the module that asked, and a failed fetch may be tried again (the browser keeps a
// module whose evaluation failed, so that needs a reload).
//
// It is fetched once the page just drawn is on screen: compiling it takes the processor, and
// started at once (as from a fast cache) it could hold back that paint until it replaced the
// page, so the person would see nothing sooner. A hidden page does not paint, so it starts at
// once; no page waits more than 100 ms.
const nextPaint = () =>
  new Promise((painted) => {
    if (document.visibilityState !== 'visible') return painted();
    setTimeout(painted, 100);
    requestAnimationFrame(() => setTimeout(painted));
  });
const WHOLE_APP = tag.dataset.app || './loomhall-web.js';
// Each module's load by its URL; the first one asked for, which the offline copy waits for (below).
const started = new Map();
let firstModule;
// A shared lesson's link (`#/lesson/<data>`: deflate-raw, base64url), unpacked once with the
// browser's `DecompressionStream` for every module (`src/app/pages/lesson.rs`, `unpack_link`):
// the home module draws the lesson's outline from it while its game's module loads, and that
// module reads it at once (`loomhallUnpackedLesson`), so the outline never gives way to a loading
// line. Reading stops past 256 KB (a lesson's most, `lessons::MAX_LESSON_BYTES`), so a hostile
// link cannot fill memory.
const LESSON_BYTES = 256 * 1024;
const lessonLinks = new Map();
const unpackedLessons = new Map();
async function unpackLesson(data) {
  const packed = Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const reader = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let [text, bytes] = ['', 0];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > LESSON_BYTES) {
      reader.cancel().catch(() => {});
      throw new Error(`it unpacks to more than ${LESSON_BYTES / 1024} KB`);
    }
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  unpackedLessons.set(data, text);
  return text;
}
window.loomhallUnpackLesson = (data) => {
  if (!lessonLinks.has(data)) lessonLinks.set(data, unpackLesson(data));
  return lessonLinks.get(data);
};
window.loomhallUnpackedLesson = (data) => unpackedLessons.get(data);

// `game`: a game's id (its own module), undefined (the whole app), or a shared lesson's link with
// the games there are (`{ lessonLink, games }`, from the home module), whose game is read first;
// the offline copy waits for the module it brings.
window.loomhallStartApp = (game) => {
  if (typeof game?.lessonLink === 'string') {
    const known = (id) => (game.games.includes(id) ? id : undefined);
    const asked = window.loomhallUnpackLesson(game.lessonLink)
      .then((text) => JSON.parse(text).game)
      .then((id) => window.loomhallStartApp(known(id)), () => window.loomhallStartApp());
    firstModule ??= asked;
    return asked;
  }
  const own = typeof game === 'string' && /^[a-z]+$/.test(game) && tag.dataset.gameApp
    ? tag.dataset.gameApp.replace('{game}', game)
    : undefined;
  // Only the whole app follows a module (it draws every page): a second game's module would draw
  // beside the first.
  const url = own && !started.has(WHOLE_APP) && [...started.keys()].every((u) => u === own) ? own : WHOLE_APP;
  if (!started.has(url)) {
    const loading = nextPaint()
      .then(() => import(url))
      .then(({ default: start }) => {
        // A game's module that arrives after the whole app was asked for stays out of its way.
        if (url === WHOLE_APP || !started.has(WHOLE_APP)) return start();
      })
      .catch((err) => {
        started.delete(url);
        console.error('Loomhall: the games could not be loaded:', err);
        dispatchEvent(new CustomEvent('loomhall-app-failed', { detail: String(err?.message ?? err) }));
      });
    started.set(url, loading);
  }
  firstModule ??= started.get(url);
  return started.get(url);
};

// The static shell is painted before the app starts: the WebAssembly (fetched at once for a
// link to a page the shell does not draw, web/shell.js) can arrive before the stylesheets let
// the browser paint, and the app's first render, the longest task of the load, would then hold
// back the first paint, and its own copy of the intro would be the page's largest contentful
// paint. The browser's first-contentful-paint entry says the shell is on screen (a frame alone
// does not: the first frames can be held); a hidden page does not paint, so it starts at once,
// and no page waits more than 3 s.
if (document.visibilityState === 'visible') {
  await new Promise((painted) => {
    setTimeout(painted, 3000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(painted));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  });
}
// The home page's module is asked for once the shell is on screen: a request started before that
// paint is charged to it.
const { default: init } = await import(tag.dataset.js);
await init({ module_or_path: tag.dataset.wasm });

// Offline play: the service worker precaches every file of this build. When a new build's
// worker takes over a page that an older one served, the page reloads once onto the new build
// (docs/web.md, "Updates"), so it never runs beside files it was not built with. Games are
// saved after every action, so the reload loses nothing.
if ('serviceWorker' in navigator) {
  // The first worker to control the page (the first visit) serves this same build: no reload.
  let controlled = Boolean(navigator.serviceWorker.controller);
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloaded) return;
    reloaded = true;
    location.reload();
  });
  // Registered once the page is usable (the listener above is not: the browser checks a
  // controlled page's worker for updates by itself): its first install downloads every file of
  // the build again (about 2 MB brotli, past the HTTP cache), which on a first visit would share a
  // phone's connection with the module the page is waiting for. The home module asks for one as
  // it starts when the page needs it (a game's page, a saved game), so by now `firstModule` says
  // whether there is one to wait for (a failed load resolves it too).
  await firstModule;
  navigator.serviceWorker.register('./sw.js').catch((err) => {
    console.warn('Loomhall: offline mode is unavailable:', err);
  });
}
