// Starts Loomhall. The page's Content-Security-Policy forbids inline scripts, so Trunk's start-up
// tag points here and passes the hashed file names as data attributes (scripts/precache.mjs adds
// the build's version and its AI worker's URL, read by src/app/worker.rs).
const tag = document.getElementById('loomhall-boot');
document.documentElement.dataset.version = tag.dataset.version || '';

// The whole app (every page, board and engine). The home page's module (the one started below)
// asks for it when the page needs more than the home page (src/app/home_app.rs); its files sit
// in this build's own folder, which scripts/precache.mjs names in `data-app`. Loaded once; a
// failed load says why to the home page's module, and a failed fetch may be tried again (the
// browser keeps a module whose evaluation failed, so that needs a reload).
let wholeApp;
window.loomhallStartApp = () => {
  wholeApp ??= import(tag.dataset.app || './loomhall-web.js')
    .then(({ default: start }) => start())
    .catch((err) => {
      wholeApp = undefined;
      console.error('Loomhall: the games could not be loaded:', err);
      dispatchEvent(new CustomEvent('loomhall-app-failed', { detail: String(err?.message ?? err) }));
    });
  return wholeApp;
};

const { default: init } = await import(tag.dataset.js);
// The static shell is painted before the app starts: the WebAssembly (preloaded with the page)
// can arrive before the stylesheets let the browser paint, and the app's first render, the
// longest task of the load, would then hold back the first paint, and its own copy of the
// intro would be the page's largest contentful paint. The browser's first-contentful-paint
// entry says the shell is on screen (a frame alone does not: the first frames can be held);
// a hidden page does not paint, so it starts at once, and no page waits more than 3 s.
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
  navigator.serviceWorker.register('./sw.js').catch((err) => {
    console.warn('Loomhall: offline mode is unavailable:', err);
  });
}
