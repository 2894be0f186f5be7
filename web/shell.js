// Runs while the page's <head> is read, before anything is painted (a classic script: the
// page's Content-Security-Policy forbids inline ones). A link to any page but the home page (a
// new game, a guided game, a lesson, a shared position, the rules, a table) must not show the
// static shell's home page while the modules load: marked here, the shell shows a loading line
// in its place (styles/base.css), and its own "Home" link shows the home page again. The
// pattern follows src/app/route.rs's `Route::parse`.
const markShell = () => {
  const page = /^#*\/*(?:(?:new|table|scenario|guide|lessons|lesson)\/+[^/]|rules(?:\/|$))/.test(location.hash);
  document.documentElement.dataset.shell = page ? 'loading' : 'home';
};
markShell();
addEventListener('hashchange', markShell);
