// The composition root: boots the engine, restores the save, and wires the
// table's intents to the worker, storage and the update flow.

import { bootEngine, hideSplash, shellElement, showError, withinStall } from "./boot.js";
import { keepInHistory } from "./history.js";
import { dismiss, notify } from "./notice.js";
import { followSharedLinks } from "./share.js";
import { requestSession, takeOverSession } from "./tab-lock.js";
import * as storage from "./storage.js";
import { tellNothingKept } from "./unkept.js";
import * as update from "./update.js";

/** @import { Rpc, RpcError, Snapshot, WorkerEvent } from "./rpc.js" */
/** @import { Settings } from "./storage.js" */
/** @import { Dispatch } from "./ui/app.js" */
/** @import { Vocabulary } from "./ui/vocabulary.js" */

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// The longest an engine call may take before the worker counts as lost: a
// computer move thinks 5 s at most, a slow phone takes a few times longer.
const ENGINE_DEADLINE_MS = 30_000;
// The duplicate challenge plays a whole deal in one call (engine/practice.py,
// a quarter second a computer move): it may take a few times as long as any
// other call, and is given that long before the worker counts as lost.
/** @type {Record<string, number>} */
const LONGER_CALLS = { challenge: 4 };
/** @param {string} method */
const deadlineOf = (method) => rpc.deadlineMs * (LONGER_CALLS[method] ?? 1);
// Errors that mean the worker itself is gone, not that a request was wrong.
const WORKER_LOST = new Set(["worker", "worker-lost", "terminated"]);

/** @type {Snapshot | null} */
let latest = null;
/** @type {Rpc} set once the engine is up, before the first call */
let rpc;
// Whether this tab owns the session (tab-lock.js): only the owner saves.
let owner = false;

// A small handle for tests and debugging (docs/api.md); `delay` is the pause
// before each computer action, null while the person's pace setting decides it.
/**
 * @typedef {object} Handle
 * @property {string} version
 * @property {number | null} delay
 * @property {Rpc | null} rpc
 * @property {() => Snapshot | null} snapshot
 * @property {() => Promise<void>} checkForUpdate
 * @property {Promise<Snapshot>} [ready]
 * @property {WorkerEvent & {event: "ready"}} [boot]  how the engine started: memory snapshot used, step timings
 * @property {(snapshot: Snapshot) => void} [onSnapshot]  hears every snapshot (web/embed/ tells the host page)
 * @property {Dispatch} [dispatch]  the table's intents, once it is up
 */
/** @type {Handle} */
const handle = {
  version: "dev",
  delay: null,
  rpc: null,
  snapshot: () => latest,
  checkForUpdate: update.checkForUpdate,
};
/** @type {Window & {stichfest?: Handle}} */ (window).stichfest = handle;

// Saves every snapshot. A save that fails (storage full or gone) is told at
// once; every later snapshot tries again, and the notice goes once one works.
/** @param {Snapshot} snapshot */
function remember(snapshot) {
  latest = snapshot;
  handle.onSnapshot?.(snapshot);
  update.setBetweenDeals(snapshot.turn === "over");
  if (!owner) return;
  if (!storage.canKeep()) return tellNothingKept();
  if (storage.storeSnapshot(snapshot)) dismiss("notice.saveFailed");
  else notify("notice.saveFailed");
  keepInHistory(snapshot);
}

/** @param {Rpc} started */
function useEngine(started) {
  rpc = handle.rpc = started;
  rpc.deadlineMs = ENGINE_DEADLINE_MS;
}

// A new worker in place of a lost one, resumed from the last snapshot: the
// deal goes on from there, and the person is told.
async function restartEngine() {
  const booted = await bootEngine(() => {});
  useEngine(booted.rpc);
  const snapshot = /** @type {Snapshot} */ (await rpc.call("resume", { save: storage.saveOf(/** @type {Snapshot} */ (latest)) }));
  hideSplash();
  notify("notice.engineRestarted");
  return snapshot;
}

/**
 * An engine call; when the worker is lost on the way, a new one resumes from
 * the last snapshot and the call is made once more, so the person's card or
 * announcement is not lost.
 * @param {string} method
 * @param {object} [params]
 */
async function call(method, params) {
  let snapshot;
  try {
    snapshot = await rpc.call(method, params, deadlineOf(method));
  } catch (error) {
    if (!latest || !WORKER_LOST.has(/** @type {RpcError} */ (error).code)) throw error;
    await restartEngine();
    snapshot = await rpc.call(method, params, deadlineOf(method));
  }
  if (method === "next_deal" && update.updateWaiting()) {
    // The deal just dealt has not started: the right moment for a waiting
    // update. Save it and let the reload resume it; the table stays as it is
    // meanwhile, so no computer player starts the deal under the old version.
    if (owner) storage.storeSnapshot(/** @type {Snapshot} */ (snapshot));
    update.setBetweenDeals(true);
    if (update.applyUpdate()) return new Promise(() => {});
  }
  return snapshot;
}

// Another tab took the session: this one stops saving and playing, and
// offers to take it back (a reload then resumes from that tab's save).
function lostSession() {
  owner = false;
  shellElement("app").inert = true;
  notify("notice.takenOver", {
    label: "notice.takeOver",
    run: () => takeOverSession(lostSession).then(() => location.reload()),
  });
}

// A tab closing or reloading gives the session up a moment after the next
// page asks for it: that short wait is not another tab playing.
const HANDOVER_MS = 1500;

// Waits until this tab owns the session; while another tab does, the person
// is told and may take it over here.
async function ownSession() {
  if (!storage.canKeep()) {
    owner = true; // a page that keeps nothing overwrites no other tab's game
    return;
  }
  const withdraw = new AbortController();
  const granted = requestSession(lostSession, withdraw.signal);
  const handedOver = await Promise.race([granted.then(() => true), wait(HANDOVER_MS).then(() => false)]);
  if (!handedOver) {
    const takenOver = new Promise((resolve) => {
      notify("notice.otherTab", { label: "notice.takeOver", run: () => resolve(undefined) });
    }).then(() => {
      withdraw.abort();
      return takeOverSession(lostSession);
    });
    await Promise.race([granted, takenOver]);
    dismiss("notice.otherTab");
  }
  owner = true;
}

/** @param {Settings} settings */
function keepRepaired(settings) {
  storage.storeSettings(settings);
  notify("notice.settingsReset");
}

/**
 * @param {Settings} settings
 * @param {boolean} repaired  the stored settings were repaired on reading
 * @returns {Promise<Snapshot>}
 */
async function firstSnapshot(settings, repaired) {
  const stored = storage.loadSave();
  if (stored?.save) {
    try {
      const snapshot = /** @type {Snapshot} */ (await rpc.call("resume", { save: stored.save }));
      if (repaired) keepRepaired(settings);
      return snapshot;
    } catch {
      // any failure to resume means a fresh start with a message, never a blank page
    }
  }
  if (stored) {
    storage.clearSave();
    shellElement("save-error").hidden = false;
  }
  return newSession(settings, repaired);
}

// A new session from the stored settings. A setting the engine refuses goes
// back to its default (or away, without one) and the rest stay; the repaired
// settings are stored and the person is told.
/**
 * @param {Settings} stored
 * @param {boolean} repaired  the stored settings were already repaired on reading
 * @returns {Promise<Snapshot>}
 */
async function newSession(stored, repaired = false) {
  /** @type {Record<string, unknown>} */
  let settings = { ...stored };
  for (let tries = Object.keys(settings).length + 1; ; tries -= 1) {
    try {
      const snapshot = /** @type {Snapshot} */ (await rpc.call("new_session", { settings }));
      if (repaired) keepRepaired(/** @type {Settings} */ (settings));
      return snapshot;
    } catch (error) {
      const { code, setting } = /** @type {RpcError} */ (error);
      if (code !== "bad-request" || tries <= 0) throw error;
      const defaults = /** @type {Record<string, unknown>} */ (storage.defaultSettings());
      if (setting && setting in settings && settings[setting] !== defaults[setting]) {
        settings = { ...settings, [setting]: defaults[setting] };
        if (defaults[setting] === undefined) delete settings[setting];
      } else {
        settings = { ...defaults, language: stored.language };
        tries = 0; // the defaults are the last thing to try
      }
      repaired = true;
    }
  }
}

async function start() {
  // The service worker comes first: should this release fail to start, a
  // fixed one can still be found and taken. The engine's worker has the most
  // to do and starts next.
  update.registerServiceWorker();
  shellElement("boot-latest").addEventListener("click", () => update.reloadLatest({ always: true }));
  const booting = bootEngine(() => update.reloadLatest({ always: false }));
  shellElement("save-error-close").addEventListener("click", () => {
    shellElement("save-error").hidden = true;
  });
  const settings = { load: storage.loadSettings, save: storage.storeSettings };
  // The table's modules load while the worker boots, not before it starts;
  // each step of the start is watched for a stall (boot.js).
  const { createApp } = await withinStall(import("./ui/app.js"));
  const app = await withinStall(createApp(shellElement("app"), {
    call,
    settings,
    onSnapshot: remember,
    delay: () => handle.delay,
  }));
  const saved = storage.savedTable();
  if (saved) {
    app.preview(saved); // the saved table at once, busy until the engine answers
    hideSplash();
  }
  const booted = await booting;
  useEngine(booted.rpc);
  handle.version = booted.ready.version;
  handle.boot = booted.ready;
  await ownSession();
  const firstVisit = storage.isFirstVisit(); // read before this visit stores anything
  // the games, rules options, levels and help paragraphs the table offers;
  // a first start plays the first of its games
  const vocabulary = /** @type {Vocabulary} */ (await withinStall(rpc.call("describe", {})));
  storage.useDefaultGame(vocabulary.games[0].game);
  const stored = storage.readSettings();
  const snapshot = await withinStall(firstSnapshot(stored.settings, stored.repaired));
  hideSplash();
  handle.dispatch = app.dispatch;
  app.start(snapshot, vocabulary);
  if (firstVisit) {
    storage.setWelcomeDue(true);
    (await import("./ui/welcome.js")).welcome(app.dispatch, () => storage.setWelcomeDue(false), snapshot.view);
  }
  followSharedLinks(app.openShared);
  return snapshot;
}

handle.ready = start();
handle.ready.catch((error) => {
  showError(error.message);
  update.reloadLatest({ always: false });
  shellElement("boot-retry").addEventListener("click", () => location.reload(), { once: true });
});
