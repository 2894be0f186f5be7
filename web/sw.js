// Loomhall's service worker: on install it precaches every file of the build, so after the first
// visit the app loads with the network off. scripts/precache.mjs fills in PRECACHE and VERSION
// at build time (file names are hashed per build, the AI worker's files sit in a folder named
// after VERSION); a new build has a new VERSION, installs its own cache, takes over at once and
// deletes the old one when it activates, and the pages it takes over reload once onto it
// (web/boot.js), so a page and its AI worker are always of one build (docs/web.md, "Updates").
const VERSION = 'dev';
const PRECACHE = [];

const CACHE = `loomhall-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('loomhall-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page: the network first (it names the newest build's files), the cached copy offline.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(request, { ignoreSearch: true }).then((hit) => hit || caches.match('./index.html')),
      ),
    );
    return;
  }
  // Build files never change under their names (hashed, or in the version's folder): the cache first.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});
