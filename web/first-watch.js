// The watch over the page's first files. main.js runs only once every module
// it imports has arrived, so one that never answers would leave the splash up
// for ever. This module imports nothing and runs before them: when no file
// of the page has arrived for STALL_SECONDS it shows the error screen (in
// English: no catalog has loaded), whose Retry reloads. Once boot.js runs,
// the start's own watch (boot.js withinStall) takes over.

// A start that shows no progress for this long has stalled. Slow phones take
// a few seconds between progress steps, never this long.
export const STALL_SECONDS = 45;

export const STALLED_ENGLISH = `The download stopped: nothing arrived for ${STALL_SECONDS} seconds. Check the connection and try again.`;

/** @param {string} id */
const shell = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

function stalled() {
  arrivals.disconnect();
  shell("splash").hidden = true;
  shell("boot-error-message").textContent = STALLED_ENGLISH;
  shell("boot-latest").hidden = true; // update.js, which would look for it, has not arrived either
  shell("boot-error").hidden = false;
  shell("boot-retry").addEventListener("click", () => location.reload(), { once: true });
}

let timer = setTimeout(stalled, STALL_SECONDS * 1000);
// Every file that arrives (a module, a stylesheet, a font) is progress.
const arrivals = new PerformanceObserver(() => {
  clearTimeout(timer);
  timer = setTimeout(stalled, STALL_SECONDS * 1000);
});
arrivals.observe({ type: "resource" });

// boot.js runs once every module of the start's first step has arrived.
export function firstFilesArrived() {
  clearTimeout(timer);
  arrivals.disconnect();
}
