// The history of sessions, kept in IndexedDB (it outgrows localStorage): per
// session its start, game, rules, totals and every booked deal's row (scores,
// the engine's facts for the statistics, the practice mark). The session in
// play is kept as it goes, deal by deal, so that a reload, an update or a new
// session loses nothing.

import { has } from "./i18n/i18n.js";
import { dismiss, notify } from "./notice.js";
import { historyName } from "./storage.js";

/** @import { Snapshot } from "./rpc.js" */

// The database and the note of the session in play are the page's own (an
// embedded game keeps its history apart from the app's).
const STORE = "sessions";

/**
 * A booked deal as the history keeps it.
 * @typedef {{deal: number, scores: number[], facts?: object, practice?: boolean}} KeptDeal
 * @typedef {object} KeptSession
 * @property {string} id  the game, the session's seed and when it was first seen
 * @property {string} game
 * @property {object} rules
 * @property {string} started  ISO date and time of the first kept deal
 * @property {string} updated  ISO date and time of the last kept deal
 * @property {number[]} totals
 * @property {KeptDeal[]} deals
 * @typedef {{game: string, seed: number, totals: number[], sheet: Record<string, unknown>[]}} SheetJson
 */

// The longest an opening of the database may take: a browser may leave it
// unanswered (neither success nor error), and the history then counts as
// unavailable, as when IndexedDB refuses, instead of loading for ever. A
// slow phone opens it well within a second.
const OPEN_DEADLINE_MS = 10_000;

/** @type {Promise<IDBDatabase> | null} */
let opened = null;

function database() {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(historyName(), 1);
    const late = setTimeout(() => reject(new Error("the history could not be opened in time")), OPEN_DEADLINE_MS);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => {
      clearTimeout(late);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(late);
      reject(request.error);
    };
  });
  opened.catch(() => (opened = null)); // storage refused now may work later
  return opened;
}

// Whether the history can be kept here: the database opens (docs/embed.md `ready`).
export const historyUsable = () => database().then(() => true, () => false);

/**
 * One request on the store, as a promise.
 * @template T
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest<T>} make
 * @returns {Promise<T>}
 */
async function withStore(mode, make) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = make(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? request.error);
  });
}

/** @param {Snapshot} snapshot */
const sheetOf = (snapshot) => /** @type {SheetJson} */ (/** @type {unknown} */ (snapshot.session));

// Which kept session the one in play is: {key: game and seed, id, rows booked}.
const playingKey = () => `${historyName()}.playing`;

// A note of another shape (damaged) counts as none: the session in play is
// then kept as a new entry instead of never.
/** @returns {{key: string, id: string, rows: number} | null} */
function readPlaying() {
  try {
    const note = JSON.parse(localStorage.getItem(playingKey()) ?? "null");
    const sound = typeof note?.key === "string" && typeof note.id === "string" && Number.isInteger(note.rows) && note.rows >= 0;
    return sound ? note : null;
  } catch {
    return null;
  }
}

// The id of the kept session in play, if any.
export const playingId = () => readPlaying()?.id ?? null;

// The kept session the snapshot belongs to: the same as before while its
// sheet grows; a new one when the game or seed changes or the sheet is
// shorter than before (a new session, even one on the same seed).
/** @param {Snapshot} snapshot */
function sessionOf(snapshot) {
  const session = sheetOf(snapshot);
  const key = `${session.game}:${session.seed}`;
  const before = readPlaying();
  const playing = before && before.key === key && session.sheet.length >= before.rows
    ? { ...before, rows: session.sheet.length }
    : { key, id: `${key}:${Date.now()}`, rows: session.sheet.length };
  if (playing.id !== before?.id || playing.rows !== before.rows) {
    try {
      localStorage.setItem(playingKey(), JSON.stringify(playing));
    } catch {
      // without storage the history keeps nothing either
    }
  }
  return playing.id;
}

// A game or rule-set name the catalogs have words for: a stored name without
// any (an entry damaged, or written by another version) would be shown raw.
/**
 * @param {string} kind  the catalog's prefix: game, preset, profile or deck
 * @param {unknown} name
 */
const isNamed = (kind, name) => typeof name === "string" && has(`${kind}.${name}`);

/** @param {any} rules */
const hasNamedRules = (rules) =>
  typeof rules === "object" && rules !== null &&
  ["preset", "profile", "deck"].every((kind) => rules[kind] === undefined || isNamed(kind, rules[kind]));

/** @param {unknown} date */
const isDate = (date) => typeof date === "string" && !Number.isNaN(Date.parse(date));

// Whether a stored entry has the shape this module writes: the database may
// hold an entry damaged or written by another version, which would break
// the history's drawing; what the deals mean the engine judges (`stats`).
/**
 * @param {any} entry
 * @returns {entry is KeptSession}
 */
const isKeptSession = (entry) =>
  typeof entry?.id === "string" && isNamed("game", entry.game) && hasNamedRules(entry.rules) && isDate(entry.started) && isDate(entry.updated) &&
  Array.isArray(entry.totals) && entry.totals.every(Number.isFinite) &&
  Array.isArray(entry.deals) && entry.deals.every((/** @type {unknown} */ deal) => typeof deal === "object" && deal !== null);

/** @returns {Promise<{kept: KeptSession[], unreadable: number}>} the kept sessions, the latest first, and how many could not be read */
export async function listSessions() {
  const all = /** @type {unknown[]} */ (await withStore("readonly", (store) => store.getAll()));
  const kept = all.filter(isKeptSession).sort((a, b) => b.updated.localeCompare(a.updated));
  return { kept, unreadable: all.length - kept.length };
}

/** @param {string} id */
export function deleteSession(id) {
  return withStore("readwrite", (store) => store.delete(id));
}

/** @param {Record<string, unknown>} row */
const keptDeal = ({ deal, scores, facts, practice }) =>
  /** @type {KeptDeal} */ ({ deal, scores, ...(facts ? { facts } : {}), ...(practice ? { practice } : {}) });

// The deals booked so far per session, so that only a grown sheet is written.
/** @type {Map<string, number>} */
const keptCount = new Map();

/**
 * Adds the deals of the snapshot's score sheet that the history lacks.
 * Rejects when storage fails.
 * @param {Snapshot} snapshot
 */
async function keep(snapshot) {
  const session = sheetOf(snapshot);
  const id = sessionOf(snapshot);
  if (!session.sheet.length || keptCount.get(id) === session.sheet.length) return;
  const stored = await withStore("readonly", (store) => store.get(id));
  const now = new Date().toISOString();
  // the rules as the engine recorded them (a default preset by its name)
  const rules = /** @type {{rules?: object}} */ (snapshot.record).rules ?? {};
  // a damaged entry of this session is written anew from the sheet
  const kept = isKeptSession(stored) ? stored : { id, game: session.game, rules, started: now, updated: now, totals: [], deals: [] };
  const fresh = session.sheet.slice(kept.deals.length).map(keptDeal);
  if (fresh.length) {
    kept.deals = [...kept.deals, ...fresh];
    kept.totals = session.totals;
    kept.updated = now;
    await withStore("readwrite", (store) => store.put(kept));
  }
  keptCount.set(id, session.sheet.length);
}

// Keeps the snapshot's booked deals; a failure is told at once and the next
// snapshot tries again (the notice goes when one works).
/** @param {Snapshot} snapshot */
export function keepInHistory(snapshot) {
  keep(snapshot).then(() => dismiss("notice.historyFailed"), () => notify("notice.historyFailed"));
}
