// The composition root: boots the engine, restores the save, and wires the
// table's intents to the worker, storage and the update flow.

import { bootEngine, hideSplash, showError } from "./boot.js";
import * as storage from "./storage.js";
import * as update from "./update.js";

const COMPUTER_DELAY_MS = 350;

const state = { rpc: null, snapshot: null, settings: storage.loadSettings(), busy: false, timer: 0 };

// A small handle for tests and debugging (docs/api.md).
const handle = {
  version: "dev",
  delay: COMPUTER_DELAY_MS,
  rpc: null,
  snapshot: () => state.snapshot,
  checkForUpdate: update.checkForUpdate,
};
window.stichfest = handle;

function describe(action) {
  return [action.type, action.card ?? action.value ?? action.contract, action.solo ?? action.suit]
    .filter((part) => part !== undefined && part !== null)
    .join(" ");
}

function render(snapshot) {
  const { view, turn } = snapshot;
  document.getElementById("status").textContent =
    `${view.game} · ${view.phase} · ${turn === "person" ? "your turn" : turn === "computer" ? `seat ${view.to_move} to move` : "deal over"}`;
  const trick = document.getElementById("trick");
  trick.replaceChildren(...(view.trick?.cards ?? []).map(({ seat, card }) => {
    const item = document.createElement("li");
    item.textContent = `${seat}: ${card}`;
    return item;
  }));
  const actions = document.getElementById("actions");
  actions.replaceChildren(...view.legal.map((action) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "action";
    button.textContent = describe(action);
    button.addEventListener("click", () => perform("act", { action }));
    return button;
  }));
  const over = turn === "over";
  document.getElementById("result").textContent =
    over ? `Scores: ${view.result.scores.join(" / ")}` : "";
  document.getElementById("next-deal").hidden = !over;
  update.setBetweenDeals(over);
}

function show(snapshot) {
  state.snapshot = snapshot;
  storage.storeSnapshot(snapshot);
  render(snapshot);
  scheduleStep();
}

// One computer action per timer tick, so the table can show each card.
function scheduleStep() {
  clearTimeout(state.timer);
  if (state.snapshot.turn !== "computer") return;
  state.timer = setTimeout(() => (state.busy ? scheduleStep() : perform("step")), handle.delay);
}

async function perform(method, params = {}) {
  if (state.busy) return;
  state.busy = true;
  try {
    show(await state.rpc.call(method, params));
  } catch (error) {
    document.getElementById("status").textContent = error.message;
  } finally {
    state.busy = false;
  }
}

async function nextDeal() {
  await perform("next_deal");
  // The deal just dealt has not started: the right moment for a waiting update.
  if (update.updateWaiting()) {
    update.setBetweenDeals(true);
    update.applyUpdate();
  }
}

async function firstSnapshot(rpc) {
  const stored = storage.loadSave();
  if (stored?.save) {
    try {
      return await rpc.call("resume", { save: stored.save });
    } catch {
      // any failure to resume means a fresh start with a message, never a blank page
    }
  }
  if (stored) {
    storage.clearSave();
    document.getElementById("save-error").hidden = false;
  }
  try {
    return await rpc.call("new_session", { settings: state.settings });
  } catch (error) {
    if (error.code !== "bad-request") throw error;
    // Stored settings the engine no longer accepts: play with the defaults.
    state.settings = { ...storage.DEFAULT_SETTINGS, language: state.settings.language };
    storage.storeSettings(state.settings);
    return rpc.call("new_session", { settings: state.settings });
  }
}

async function start() {
  update.registerServiceWorker();
  document.getElementById("next-deal").addEventListener("click", nextDeal);
  document.getElementById("save-error-close").addEventListener("click", () => {
    document.getElementById("save-error").hidden = true;
  });
  const { rpc, ready } = await bootEngine();
  state.rpc = handle.rpc = rpc;
  handle.version = ready.version;
  const snapshot = await firstSnapshot(rpc);
  hideSplash();
  show(snapshot);
  return snapshot;
}

handle.ready = start();
handle.ready.catch((error) => {
  showError(error.message);
  document.getElementById("boot-retry").addEventListener("click", () => location.reload(), { once: true });
});
