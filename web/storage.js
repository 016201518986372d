// Local persistence: the save (settings, score sheet and the deal's record,
// written after every action) and the settings. Storage can be unavailable
// (private modes, sandboxed iframes, a frame on another site where the
// browser blocks third-party storage); the game then runs without saving.

/** @import { Snapshot } from "./rpc.js" */

// Where the save and the settings are kept: the app's keys, or an embedded
// game's own (useNamespace), so that the two never touch each other's. The
// table as last drawn is kept too, so that a start shows it before the engine is up.
const keys = { save: "stichfest.save", settings: "stichfest.settings", table: "stichfest.table", history: "stichfest.history", welcome: "stichfest.welcome" };

/** @param {string} prefix  the keys' prefix for this page, e.g. an embed configuration's */
export function useNamespace(prefix) {
  keys.save = `${prefix}.save`;
  keys.settings = `${prefix}.settings`;
  keys.table = `${prefix}.table`;
  keys.history = `${prefix}.history`;
  keys.welcome = `${prefix}.welcome`;
}

// The name the history of sessions is kept under (history.js): the page's own too.
export const historyName = () => keys.history;

export const SAVE_FORMAT = "stichfest-save/1";

/**
 * The person's choices; the engine reads game, rules, level and think, the
 * rest is the front end's (docs/api.md).
 * @typedef {object} Settings
 * @property {string} language
 * @property {string} game
 * @property {string} level
 * @property {string} deck
 * @property {object} [rules]
 * @property {string} [think]
 * @property {Record<string, Record<string, unknown>>} [ruleChoices]  the rules last chosen for each game
 * @property {boolean} [largeCards]
 * @property {string} [trickClear]
 * @property {boolean} [sound]
 * @property {string} [pace]
 * @property {boolean} [practice]  practice mode (take back, play a deal again)
 */

// `rules` is absent by default: the engine then applies the game's default
// preset or profile (docs/record.md). The game by default is the first the
// engine lists, named once the engine has described its games (useDefaultGame);
// until then there is none.
const defaults = /** @type {Settings} */ ({
  language: "en",
  level: "normal",
  deck: "french",
});

/** @param {string} game  the first game of the engine's `describe` */
export function useDefaultGame(game) {
  defaults.game = game;
}

/** @returns {Settings} */
export const defaultSettings = () => ({ ...defaults });

// localStorage, or null where the browser denies it to this page (reading
// the property throws a SecurityError there). The page then keeps its
// settings in memory for its own life, so that the address's language and
// the person's choices still apply, and keeps no game (canKeep).
function localStore() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
const local = localStore();
/** @type {Map<string, string>} */
const memory = new Map();

// Whether this page can keep anything across a reload: what it tells the
// person when it cannot (main.js), and what an embed tells its host.
export const canKeep = () => local !== null;

/** @param {string} key */
function read(key) {
  if (!local) return memory.get(key) ?? null;
  try {
    return local.getItem(key);
  } catch {
    return null;
  }
}

// Whether `value` was stored; in memory it is not (a reload loses it).
/**
 * @param {string} key
 * @param {string | null} value
 */
function write(key, value) {
  if (!local) {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    return false;
  }
  try {
    if (value === null) local.removeItem(key);
    else local.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

// The stored save: null when there is none, {corrupt: true} when the text is
// not a save at all (the engine judges the rest when it replays the record).
/** @returns {{save: object, corrupt?: undefined} | {corrupt: true, save?: undefined} | null} */
export function loadSave() {
  const text = read(keys.save);
  if (text === null) return null;
  try {
    const save = JSON.parse(text);
    if (save && typeof save === "object" && !Array.isArray(save)) return { save };
  } catch {
    // fall through: unreadable text is a corrupt save
  }
  return { corrupt: true };
}

// Deals of the score sheet whose whole result the save keeps; older rows
// keep their scores and the result's value and winner, so that a long
// session's save grows by a few dozen bytes a deal (the table shows only
// the scores of past deals).
const FULL_RESULTS = 10;

/** @param {Record<string, unknown>} result */
const shortResult = ({ value, winner }) => ({ value, winner });

// The save of a snapshot: what `resume` continues from.
/** @param {Snapshot} snapshot */
export function saveOf({ settings, session, record }) {
  const sheet = session.sheet.map((row, index) =>
    // the facts a row carries for the statistics are kept in the history (history.js)
    index < session.sheet.length - FULL_RESULTS ? { ...row, result: shortResult(row.result ?? {}), facts: undefined } : row,
  );
  return { format: SAVE_FORMAT, settings, session: { ...session, sheet }, record };
}

// Whether this page's latest save was written: what the person may be told
// of the game in play when other storage fails (the history's).
let lastSaveWritten = false;
export const gameInPlaySaved = () => lastSaveWritten;

/** @param {Snapshot} snapshot */
export function storeSnapshot(snapshot) {
  const saved = write(keys.save, JSON.stringify(saveOf(snapshot)));
  lastSaveWritten = saved;
  // A table left from an earlier save is never shown (savedTable checks).
  if (saved) write(keys.table, JSON.stringify(tableOf(snapshot)));
  return saved;
}

export function clearSave() {
  write(keys.save, null);
  write(keys.table, null);
}

// What the table showed, and which save it belongs to: the deal and the
// number of actions.
/** @param {Snapshot} snapshot */
const tableOf = ({ view, turn, session, record }) =>
  ({ view, turn, deal: session.deal, actions: /** @type {{actions: unknown[]}} */ (record).actions.length });

// The stored save as a snapshot with the table last drawn for it, or null
// when there is none for this very save.
/** @returns {Snapshot | null} */
export function savedTable() {
  const save = /** @type {any} */ (loadSave()?.save);
  try {
    const table = JSON.parse(read(keys.table) ?? "null");
    if (!table?.view || table.deal !== save?.session?.deal || table.actions !== save?.record?.actions?.length) return null;
    return { view: table.view, turn: table.turn, session: save.session, record: save.record, settings: save.settings };
  } catch {
    return null;
  }
}

// The type each known setting must have; a stored value of another type
// (an older version's, or a hand-edited one) is dropped for its default.
/** @type {Record<string, string[]>} */
const SETTING_TYPES = {
  language: ["string"],
  game: ["string"],
  level: ["string"],
  deck: ["string"],
  rules: ["object"],
  think: ["string", "number"],
  ruleChoices: ["object"],
  largeCards: ["boolean"],
  trickClear: ["string"],
  sound: ["boolean"],
  pace: ["string"],
  practice: ["boolean"],
};

/** @param {unknown} value */
const isRecord = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** @param {[string, unknown]} entry */
const wellTyped = ([key, value]) =>
  !(key in SETTING_TYPES) || (SETTING_TYPES[key].includes(typeof value) && (typeof value !== "object" || isRecord(value)));

// The stored settings over the defaults; `repaired` says something stored
// could not be used (unreadable text, or a value of the wrong type).
/** @returns {{settings: Settings, repaired: boolean}} */
export function readSettings() {
  const text = read(keys.settings);
  let stored;
  try {
    stored = JSON.parse(text ?? "{}");
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return { settings: defaultSettings(), repaired: text !== null };
  const entries = Object.entries(stored);
  const kept = entries.filter(wellTyped);
  return { settings: { ...defaults, ...Object.fromEntries(kept) }, repaired: kept.length < entries.length };
}

/** @returns {Settings} */
export function loadSettings() {
  return readSettings().settings;
}

// Neither settings nor a save, or a welcome not yet answered: the person has
// not chosen a game here yet (ui/welcome.js).
export function isFirstVisit() {
  return read(keys.welcome) !== null || (read(keys.settings) === null && read(keys.save) === null);
}

// The welcome stays due across reloads until the person has chosen a game,
// although the default deal behind it is saved meanwhile.
/** @param {boolean} due */
export function setWelcomeDue(due) {
  write(keys.welcome, due ? "due" : null);
}

/** @param {Settings} settings */
export function storeSettings(settings) {
  return write(keys.settings, JSON.stringify(settings));
}
