// The embedded game and the page around it (docs/embed.md): messages to the
// host (ready, deal-finished, resize) and the host's commands (set-language,
// new-deal), which count only from a trusted origin.

import { LANGUAGES, language } from "../i18n/i18n.js";
import { notify } from "../notice.js";
import * as storage from "../storage.js";

/** @import { Snapshot } from "../rpc.js" */
/** @import { Dispatch } from "../ui/app.js" */
/** @import { EmbedConfig } from "./config.js" */

/**
 * What the embed uses of main.js's handle (window.stichfest).
 * @typedef {{ready?: Promise<Snapshot>, onSnapshot?: (snapshot: Snapshot) => void, dispatch?: Dispatch}} Handle
 */

// The address's parameter for each setting, where the names differ.
/** @type {Record<string, string>} */
const PARAMETER = { language: "lang" };

/**
 * The messages for the host page. Without a trusted origin only `open` ones
 * (ready and resize: nothing of the person's game) go out, to any origin.
 * @param {string[]} trusted
 */
function sender(trusted) {
  const host = window.parent === window ? null : window.parent;
  /**
   * @param {object} message
   * @param {boolean} open
   */
  return (message, open) => {
    if (!host) return;
    if (trusted.length) for (const origin of trusted) host.postMessage(message, origin);
    else if (open) host.postMessage(message, "*");
  };
}

/**
 * Tells the host the page's height whenever it changes, so that the frame
 * can fit its content.
 * @param {(message: object, open: boolean) => void} send
 */
function reportHeight(send) {
  let last = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    send({ type: "stichfest:resize", height }, true);
  }).observe(document.documentElement);
}

// The settings of the configuration the game could not use: the checks of
// the address (config.js) and the ones the engine refused at the start,
// which main.js put back to their defaults in the stored settings.
/** @param {EmbedConfig} config */
function unusedParameters(config) {
  const stored = /** @type {Record<string, unknown>} */ (storage.loadSettings());
  const refused = Object.entries(config.settings)
    .filter(([name, value]) => JSON.stringify(stored[name]) !== JSON.stringify(value))
    .map(([name]) => PARAMETER[name] ?? name);
  return [...new Set([...config.problems, ...refused])];
}

// The configured rules as the new-game dialog keeps them, so that the
// dialog offers the variant being played.
/** @param {Record<string, unknown>} rules */
function dialogChoices(rules) {
  /** @type {Record<string, unknown>} */
  const choices = { dkPreset: rules.preset, skProfile: rules.profile, skDeck: rules.deck };
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => typeof value === "string"));
}

// A new deal asked for by the host: the page reloads and starts without the
// save. The save is dropped by the next page, once this one (which might
// still save a computer player's move) is gone; sessionStorage is the tab's.
const NEW_DEAL = "stichfest.embed.new-deal";

/** @param {string} key  the configuration's */
function markNewDeal(key) {
  try {
    sessionStorage.setItem(NEW_DEAL, key);
  } catch {
    storage.clearSave(); // no session storage: the next best thing
  }
}

/**
 * Whether the host asked for a new deal of configuration `key` just before
 * this page loaded; the request counts once.
 * @param {string} key
 */
export function newDealAsked(key) {
  try {
    const asked = sessionStorage.getItem(NEW_DEAL) === key;
    sessionStorage.removeItem(NEW_DEAL);
    return asked;
  } catch {
    return false;
  }
}

/**
 * @param {EmbedConfig} config
 * @param {Handle} handle
 */
export function connectHost(config, handle) {
  const send = sender(config.trusted);
  reportHeight(send);

  /** @type {string | null} */
  let turn = null;
  handle.onSnapshot = (snapshot) => {
    if (snapshot.turn === "over" && turn !== null && turn !== "over") {
      const { view, session } = snapshot;
      send({ type: "stichfest:deal-finished", game: view.game, deal: session.deal, contract: view.contract ?? null, ...view.result }, false);
    }
    turn = snapshot.turn;
  };

  handle.ready?.then((snapshot) => {
    const unused = unusedParameters(config);
    if (unused.length) notify("embed.unusedParameters", undefined, { names: unused.join(", ") });
    const rules = /** @type {Record<string, unknown>} */ (config.settings.rules);
    if (rules && !unused.includes("rules")) handle.dispatch?.({ type: "settings", patch: dialogChoices(rules) });
    const { game, deck } = storage.loadSettings();
    requestAnimationFrame(() =>
      send({ type: "stichfest:ready", game, deck, lang: language(), rules: /** @type {{rules?: object}} */ (snapshot.record).rules ?? null }, true),
    );
  });

  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || event.source === window || !config.trusted.includes(event.origin)) return;
    const { type, lang } = event.data ?? {};
    if (type === "stichfest:set-language" && LANGUAGES.includes(lang)) {
      handle.dispatch?.({ type: "settings", patch: { language: lang } });
    } else if (type === "stichfest:new-deal") {
      markNewDeal(config.key);
      location.reload();
    }
  });
}
