// Runs while the page's <head> is read, before anything is painted (a classic script: the
// page's Content-Security-Policy forbids inline ones). A link to any page but the home page (a
// new game, a guided game, a lesson, a shared position, the rules, a table) must not show the
// static shell's home page while the modules load: marked here, the shell shows a loading line
// in its place (styles/base.css), and its own "Home" link shows the home page again. The
// pattern follows src/app/route.rs's `Route::parse`.
const markShell = () => {
  const page = /^#*\/*(?:(?:new|table|scenario|guide|lessons|lesson)\/+[^/]|rules(?:\/|$))/.test(location.hash);
  document.documentElement.dataset.shell = page ? 'loading' : 'home';
  return page;
};
// Such a page is drawn by the home page's module (web/boot.js), so its files are fetched now,
// while the page is read. The home page is not: the static shell draws it whole, and its module,
// fetched once that is on screen, only takes it over (docs/performance.md, "The home page's
// module fetched after its paint"). scripts/precache.mjs names the files on this tag.
const { js, wasm } = document.currentScript?.dataset ?? {};
if (markShell() && js && wasm) {
  const fetchEarly = (rel, href, more) =>
    document.head.append(Object.assign(document.createElement('link'), { rel, href, crossOrigin: 'anonymous' }, more));
  fetchEarly('modulepreload', js);
  fetchEarly('preload', wasm, { as: 'fetch', type: 'application/wasm' });
}
addEventListener('hashchange', markShell);
