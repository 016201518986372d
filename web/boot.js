// Start-up: the splash with real progress while the worker boots Pyodide, and
// an error screen with a retry when it fails. All the work happens in the
// worker; this module only moves a progress bar and swaps screens.

import { firstFilesArrived, STALL_SECONDS, STALLED_ENGLISH } from "./first-watch.js";
import { has, t } from "./i18n/i18n.js";
import { Rpc } from "./rpc.js";

/** @import { WorkerEvent } from "./rpc.js" */

const MB = 1024 * 1024;

// The splash may speak before the language's catalog has loaded: until then,
// and for keys a catalog lacks, the English text stands.
/** @type {(key: string, english: string, params?: Record<string, unknown>) => string} */
const say = (key, english, params = {}) => (has(key) ? t(key, params) : english);

// An element of the page shell (index.html), there from the first paint.
/** @param {string} id */
export const shellElement = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

// Share of the bar for each stage: downloading the runtime dominates a first
// visit; starting the interpreter and loading the engine follow.
const RUNTIME_SHARE = 0.8;
const ENGINE_SHARE = 0.95;

// Every module the start's first step imports has arrived: the watch over
// the page's first files (first-watch.js) hands over to the steps' own.
firstFilesArrived();

// Every step of the start is watched, not only the engine's download: the
// page's modules and catalogs and the engine's first calls may stall as well.
// Each step waiting has a timer here, and progress anywhere (a downloaded
// part of the runtime, a step done) sets them all back.
/** @type {Set<() => void>} */
const waitingSteps = new Set();

function progressed() {
  for (const rearm of waitingSteps) rearm();
}

/**
 * `step`'s outcome, or an error that says the start stalled once nothing
 * progressed for STALL_SECONDS while it waited.
 * @template T
 * @param {Promise<T>} step
 * @returns {Promise<T>}
 */
export function withinStall(step) {
  return new Promise((resolve, reject) => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        waitingSteps.delete(rearm);
        reject(new Error(say("boot.stalled", STALLED_ENGLISH, { seconds: STALL_SECONDS })));
      }, STALL_SECONDS * 1000);
    };
    const done = () => {
      clearTimeout(timer);
      waitingSteps.delete(rearm);
      progressed();
    };
    waitingSteps.add(rearm);
    rearm();
    step.then((value) => { done(); resolve(value); }, (error) => { done(); reject(error); });
  });
}

/** @param {WorkerEvent & {event: "progress"}} message */
function showProgress(message) {
  const bar = /** @type {HTMLProgressElement} */ (shellElement("splash-progress"));
  const stage = shellElement("splash-stage");
  if (message.stage === "runtime") {
    const fraction = message.total ? message.loaded / message.total : 0;
    bar.value = RUNTIME_SHARE * fraction;
    const loaded = Math.round((10 * message.loaded) / MB) / 10;
    const total = Math.round((10 * message.total) / MB) / 10;
    stage.textContent = fraction < 1
      ? say("boot.download", `Loading the game engine… ${loaded} / ${total} MB`, { loaded, total })
      : say("boot.start", "Starting Python…");
  } else if (message.stage === "engine") {
    bar.value = ENGINE_SHARE;
    stage.textContent = say("boot.engine", "Loading the rules…");
  }
}

function showSplash() {
  shellElement("boot-error").hidden = true;
  shellElement("splash").hidden = false;
  /** @type {HTMLProgressElement} */ (shellElement("splash-progress")).value = 0;
}

/** @param {string} message */
export function showError(message) {
  shellElement("splash").hidden = true;
  shellElement("boot-error-message").textContent = message;
  shellElement("boot-error").hidden = false;
  shellElement("boot-retry").focus();
}

/** @typedef {{rpc: Rpc, ready: WorkerEvent & {event: "ready"}}} Booted */

// One attempt: a fresh worker, resolved with its Rpc once the engine is up;
// a worker that stalls is stopped.
/** @returns {Promise<Booted>} */
function attempt() {
  showSplash();
  const rpc = new Rpc(new Worker(new URL("./worker.js", import.meta.url), { type: "module" }));
  /** @type {Promise<Booted>} */
  const booted = new Promise((resolve, reject) => {
    rpc.onEvent = (message) => {
      if (message.event === "progress") {
        progressed();
        showProgress(message);
      } else if (message.event === "ready") {
        rpc.onEvent = () => {}; // booted: later trouble is the caller's to handle
        /** @type {HTMLProgressElement} */ (shellElement("splash-progress")).value = 1;
        resolve({ rpc, ready: message });
      } else if (message.event === "boot-failed") reject(new Error(message.message));
    };
  });
  return withinStall(booted).catch((error) => {
    rpc.terminate();
    throw error;
  });
}

// Boots the engine, retrying each time the person asks, and resolves with
// the Rpc and the worker's ready message once a boot succeeds; `onFailure`
// runs after each failed attempt.
/**
 * @param {() => void} onFailure
 * @returns {Promise<Booted>}
 */
export async function bootEngine(onFailure) {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      showError(/** @type {Error} */ (error).message);
      onFailure();
      await new Promise((resolve) => {
        shellElement("boot-retry").addEventListener("click", resolve, { once: true });
      });
    }
  }
}

export function hideSplash() {
  shellElement("splash").hidden = true;
  shellElement("app").hidden = false;
}
