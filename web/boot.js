// Starts Loomhall. The page's Content-Security-Policy forbids inline scripts, so Trunk's start-up
// tag points here and passes the hashed file names as data attributes.
const tag = document.getElementById('loomhall-boot');
const { default: init } = await import(tag.dataset.js);
await init({ module_or_path: tag.dataset.wasm });

// Offline play: the service worker precaches every file of this build.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch((err) => {
    console.warn('Loomhall: offline mode is unavailable:', err);
  });
}
