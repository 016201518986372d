// The embedded game and the page around it (docs/embed.md): messages to the
// host (ready, deal-finished, resize) and the host's commands (set-language,
// new-deal), which count only from a trusted origin.

import { historyUsable } from "../history.js";
import { LANGUAGES, has, language, t } from "../i18n/i18n.js";
import { notify } from "../notice.js";
import * as storage from "../storage.js";
import { isMoney } from "../ui/scoring.js";
import { registerServiceWorker } from "../update.js";

/** @import { Snapshot } from "../rpc.js" */
/** @import { Dispatch } from "../ui/app.js" */
/** @import { EmbedConfig, Problem } from "./config.js" */

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
 * can fit its content. A frame out of view gets no rendering updates, and so
 * no ResizeObserver callbacks, until it is scrolled to: the returned
 * function measures at once, for the moments the height may change anyway
 * (the table is up, a snapshot is shown, the language changes).
 * @param {(message: object, open: boolean) => void} send
 */
function reportHeight(send) {
  let last = 0;
  const measure = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    send({ type: "stichfest:resize", height }, true);
  };
  new ResizeObserver(measure).observe(document.documentElement);
  return () => void setTimeout(measure); // after the change at hand is laid out
}

// What the frame could use of the browser's storage (docs/embed.md `ready`):
// a browser may block or partition it for a frame on another site.
async function storageInUse() {
  const save = storage.canKeep();
  const [history, offline] = await Promise.all([
    save && historyUsable(),
    registerServiceWorker().then(() => navigator.serviceWorker?.getRegistration()).then(Boolean, () => false),
  ]);
  return { save, history, offline };
}

// The settings of the configuration the game could not use: the checks of
// the address (config.js) and the ones the engine refused at the start,
// which main.js put back to their defaults in the stored settings.
/**
 * @param {EmbedConfig} config
 * @returns {Problem[]}
 */
function unusedParameters(config) {
  const stored = /** @type {Record<string, unknown>} */ (storage.loadSettings());
  const checked = new Set(config.problems.map(({ name }) => name));
  const refused = Object.entries(config.settings)
    .filter(([name, value]) => JSON.stringify(stored[name]) !== JSON.stringify(value))
    .map(([name, value]) => ({ name: PARAMETER[name] ?? name, value, used: stored[name] }))
    .filter(({ name }) => !checked.has(name));
  return [...config.problems, ...refused];
}

// The parameters whose default is named (its catalog key is `<name>.<value>`).
const NAMED_DEFAULTS = new Set(["game", "lang", "level"]);

// Each unused parameter in the person's words ("The card design “xyz” is not
// known; the standard design is used."); the site's owner finds the address's
// names and values in the console. A bad `origin` changes nothing the person
// sees, so only the console tells it.
/** @param {Problem[]} problems */
function tellUnused(problems) {
  for (const { name, value } of problems) {
    console.warn(`Stichfest embed: the parameter ${name}=${JSON.stringify(value)} cannot be used; its default applies (docs/embed.md).`);
  }
  const details = problems.filter(({ name }) => has(`embed.unused.${name}`)).map(({ name, value, used }) => {
    const given = typeof value === "string" ? value : JSON.stringify(value);
    const shown = given.length > 40 ? `${given.slice(0, 40)}…` : given;
    return t(`embed.unused.${name}`, {
      value: `\u2068${shown}\u2069`, // isolated: a Latin word keeps its order in Arabic text
      used: NAMED_DEFAULTS.has(name) ? t(`${name}.${used}`) : "",
    });
  });
  if (details.length) notify("embed.unusedParameters", undefined, { details: details.join(" ") });
}

// What the host hears of its address in `ready` (docs/embed.md): each
// parameter the embed did not know, and each it could not use with the
// default taken instead. Absent when every parameter was used, so that a
// host's `ready` stays as it was.
/**
 * @param {EmbedConfig} config
 * @param {Problem[]} unused
 */
function ignoredOf(config, unused) {
  const ignored = [
    ...config.unknown.map(({ name, value }) => ({ name, value, reason: "unknown" })),
    ...unused.map(({ name, value, used }) => ({ name, value, reason: "unusable", used: used ?? null })),
  ];
  return ignored.length ? { ignored } : {};
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
  const measure = reportHeight(send);
  const storageFound = storageInUse();
  for (const { name, value } of config.unknown) {
    console.warn(`Stichfest embed: the parameter ${name}=${JSON.stringify(value)} is not known and is ignored (docs/embed.md).`);
  }

  /** @type {string | null} */
  let turn = null;
  handle.onSnapshot = (snapshot) => {
    if (snapshot.turn === "over" && turn !== null && turn !== "over") {
      const { view, session } = snapshot;
      // The unit of the scores, so that the host shows them as the game does.
      const unit = isMoney(view) ? { unit: "cents", currency: "EUR" } : { unit: "points" };
      send({ type: "stichfest:deal-finished", game: view.game, deal: session.deal, contract: view.contract ?? null, ...unit, ...view.result }, false);
    }
    turn = snapshot.turn;
    measure();
  };

  handle.ready?.then(async (snapshot) => {
    const unused = unusedParameters(config);
    tellUnused(unused);
    const played = /** @type {{rules?: Record<string, unknown>}} */ (snapshot.record).rules;
    if (config.settings.rules && played && !unused.some(({ name }) => name === "rules")) {
      // as the engine completed them: the new-game dialog offers the rules in
      // play, and New game keeps every option the page set (ui/newgame.js)
      handle.dispatch?.({ type: "settings", patch: { rules: played } });
    }
    const { game, deck } = storage.loadSettings();
    const rules = /** @type {{rules?: object}} */ (snapshot.record).rules ?? null;
    // At once, not at the next frame: a frame out of view gets none until it is seen.
    send({ type: "stichfest:ready", game, deck, lang: language(), rules, storage: await storageFound, ...ignoredOf(config, unused) }, true);
    measure();
  });

  // Language requests are applied together, the last one winning: a host
  // that sends thousands (a loop gone wrong) costs a redraw or two, not
  // thousands. A timer, not the next frame: a frame out of view gets none.
  /** @type {string | null} */
  let wantedLanguage = null;
  const applyLanguage = () => {
    const lang = wantedLanguage;
    wantedLanguage = null;
    if (lang !== null && lang !== language()) handle.dispatch?.({ type: "settings", patch: { language: lang } });
    measure();
  };

  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || event.source === window || !config.trusted.includes(event.origin)) return;
    const { type, lang } = event.data ?? {};
    if (type === "stichfest:set-language" && LANGUAGES.includes(lang)) {
      if (wantedLanguage === null) setTimeout(applyLanguage);
      wantedLanguage = lang;
    } else if (type === "stichfest:new-deal") {
      markNewDeal(config.key);
      location.reload();
    }
  });
}
