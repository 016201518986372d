// The service worker's life cycle on the page: register it, notice a new
// version that installed and waits, and apply it only between deals. The
// notice shows between deals only, where it can be acted on; during a deal
// it would cover the table for nothing.

const banner = () => /** @type {HTMLElement} */ (document.getElementById("update-ready"));

/** @type {ServiceWorkerRegistration | null} */
let registration = null;
/** @type {ServiceWorker | null} */
let waiting = null;
let betweenDeals = false;
// Once registered, the registration stays for the page's life.
const registered = () => /** @type {ServiceWorkerRegistration} */ (registration);

function showNotice() {
  banner().hidden = !(waiting && betweenDeals);
}

/** @param {ServiceWorker} worker */
function offer(worker) {
  waiting = worker;
  showNotice();
}

// A worker installing while another is active is an update; the very first
// one is not, even though it takes charge of the page.
/** @param {ServiceWorker} worker */
function watch(worker) {
  if (!registered().active) return;
  worker.addEventListener("statechange", () => {
    if (worker.state === "installed") offer(worker);
  });
}

/** @type {Promise<void> | null} */
let registering = null;

// Registered before anything else starts, so that even a release that fails
// to start looks for its successor (see reloadLatest).
export function registerServiceWorker() {
  registering ??= register();
  return registering;
}

async function register() {
  if (!("serviceWorker" in navigator)) return;
  try {
    registration = await navigator.serviceWorker.register("./service-worker.js");
  } catch {
    return; // no service worker (e.g. a sandboxed iframe): the app still runs online
  }
  if (registration.waiting && registration.active) offer(registration.waiting);
  if (registration.installing) watch(registration.installing);
  // An update that is found is installing.
  registration.addEventListener("updatefound", () => watch(/** @type {ServiceWorker} */ (registered().installing)));
  /** @type {HTMLElement} */ (document.getElementById("update-apply")).addEventListener("click", applyUpdate);
  // An installed app may stay open for days: look again whenever it is shown.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registered().update().catch(() => {});
  });
}

export function updateWaiting() {
  return waiting !== null;
}

// The composition root says whether a deal is being played; an update may
// only be applied when none is.
/** @param {boolean} value */
export function setBetweenDeals(value) {
  betweenDeals = value;
  showNotice();
}

// Activates the waiting version; the page reloads once it controls the page
// and resumes from the save written after the last action.
export function applyUpdate() {
  if (!waiting || !betweenDeals) return false;
  takeOver(waiting);
  return true;
}

// Asks the waiting `worker` to take over, then reloads into it. Chromium may
// leave a worker parked in waiting when a fetch reaches the outgoing one at
// the moment of the switch, so the request is repeated until it is obeyed.
/** @param {ServiceWorker} worker */
function takeOver(worker) {
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  const ask = () => {
    if (worker.state !== "installed") return;
    worker.postMessage({ type: "skip-waiting" });
    setTimeout(ask, 2000);
  };
  ask();
}

export async function checkForUpdate() {
  if (registration) await registration.update();
}

// Resolves once `worker` has finished installing, one way or the other.
/** @param {ServiceWorker} worker */
function installed(worker) {
  return new Promise((resolve) => {
    const settled = () => worker.state !== "installing" && worker.state !== "parsed";
    if (settled()) resolve(undefined);
    else worker.addEventListener("statechange", () => settled() && resolve(undefined));
  });
}

// The way out of a release that does not start: look for a newer version,
// let it take over at once (no deal is being played) and reload into it.
// Without a newer version, `always` still reloads the page.
/** @param {{always: boolean}} options */
export async function reloadLatest({ always }) {
  await registerServiceWorker();
  if (registration) {
    await registration.update().catch(() => {});
    const next = registration.installing ?? registration.waiting;
    if (next) await installed(next);
    const ready = registration.waiting;
    if (ready) {
      takeOver(ready);
      return;
    }
  }
  if (always) location.reload();
}
