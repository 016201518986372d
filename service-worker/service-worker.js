// Stichfest's service worker. build.py fills in VERSION (a hash of every
// precached file) and PRECACHE (the full list of files in dist/); neither is
// ever edited by hand.

const VERSION = "__VERSION__";
/** @type {string[]} */
// @ts-expect-error: a placeholder until build.py writes the list here
const PRECACHE = __PRECACHE__;
const CACHE = `stichfest-${VERSION}`;
// This script runs as a service worker, not as a generic worker.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// Install only succeeds once every file is cached: a half-cached version
// would break offline play. A failed install deletes the cache it was
// filling, which no version would ever use or clear.
sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "reload" }))))
      .catch(async (error) => {
        await caches.delete(CACHE);
        throw error;
      }),
  );
});

// Old versions' caches go; the first version also takes charge of the page
// that installed it, so that page already plays offline and sees updates.
sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith("stichfest-") && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

// A new version waits until the page says a deal is over (web/update.js).
sw.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") sw.skipWaiting();
});

// The cache is opened once; a query string is ignored only where there is
// one (matching with ignoreSearch looks through every entry).
/** @type {Promise<Cache> | null} */
let opened = null;

/** @param {Request} request */
async function respond(request) {
  const cache = await (opened ??= caches.open(CACHE));
  const cached = await cache.match(request, { ignoreSearch: new URL(request.url).search !== "" });
  if (cached) return cached;
  if (request.mode === "navigate") {
    // An address the cache lacks: the live page if there is one, otherwise
    // the app's start address (the shell served here would look for its
    // scripts beside the unknown address, and find none offline).
    return fetch(request).catch(() => Response.redirect(sw.registration.scope, 302));
  }
  return fetch(request);
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(respond(request));
});
