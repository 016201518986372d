// Start-up: the splash with real progress while the worker boots Pyodide, and
// an error screen with a retry when it fails. All the work happens in the
// worker; this module only moves a progress bar and swaps screens.

import { has, t } from "./i18n/i18n.js";
import { Rpc } from "./rpc.js";

const MB = 1024 * 1024;

// The splash may speak before the language's catalog has loaded: until then,
// and for keys a catalog lacks, the English text stands.
const say = (key, english, params = {}) => (has(key) ? t(key, params) : english);

// Share of the bar for each stage: downloading the runtime dominates a first
// visit; starting the interpreter and loading the engine follow.
const RUNTIME_SHARE = 0.8;
const ENGINE_SHARE = 0.95;

function showProgress(message) {
  const bar = document.getElementById("splash-progress");
  const stage = document.getElementById("splash-stage");
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
  document.getElementById("boot-error").hidden = true;
  document.getElementById("splash").hidden = false;
  document.getElementById("splash-progress").value = 0;
}

export function showError(message) {
  document.getElementById("splash").hidden = true;
  document.getElementById("boot-error-message").textContent = message;
  document.getElementById("boot-error").hidden = false;
  document.getElementById("boot-retry").focus();
}

// One attempt: a fresh worker, resolved with its Rpc once the engine is up.
function attempt() {
  showSplash();
  const rpc = new Rpc(new Worker(new URL("./worker.js", import.meta.url), { type: "module" }));
  return new Promise((resolve, reject) => {
    rpc.onEvent = (message) => {
      if (message.event === "progress") showProgress(message);
      else if (message.event === "ready") resolve({ rpc, ready: message });
      else if (message.event === "boot-failed") {
        rpc.terminate();
        reject(new Error(message.message));
      }
    };
  });
}

// Boots the engine, retrying each time the person asks, and resolves with
// the Rpc and the worker's ready message once a boot succeeds.
export async function bootEngine() {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      showError(error.message);
      await new Promise((resolve) => {
        document.getElementById("boot-retry").addEventListener("click", resolve, { once: true });
      });
    }
  }
}

export function hideSplash() {
  document.getElementById("splash").hidden = true;
  document.getElementById("app").hidden = false;
}
