// The embed's configuration from its address (docs/embed.md): which game,
// rules, card deck, language, level and seed to play, and which host origins
// to trust. A parameter that cannot be used falls back to its default and is
// listed in `problems`, so the frame can say so instead of staying blank; one
// the embed does not know (a misspelt `levle`) is listed in `unknown`.

import { LANGUAGES } from "../i18n/i18n.js";
import { DEFAULT_DECK, decksOf } from "../ui/decks/registry.js";

/** @import { Settings } from "../storage.js" */

const GAMES = ["doppelkopf", "schafkopf"];
// Every parameter the address may carry (docs/embed.md).
const PARAMETERS = ["game", "rules", "deck", "lang", "level", "seed", "origin"];
// The name a `rules` parameter gives: a Doppelkopf preset, a Schafkopf profile
// (docs/record.md); the engine judges the name itself.
/** @type {Record<string, string>} */
const RULES_NAME = { doppelkopf: "preset", schafkopf: "profile" };
const SEED_LIMIT = 2 ** 53;
// A docs/record.md rules object is a few hundred characters; the rules and
// the level name the configuration's storage keys, so a longer one (which a
// host page could make as long as an address may be) would fill the storage.
const MOST_RULES_CHARACTERS = 1000;
// An unknown parameter is named back to the console and the host, so a
// huge or endless address is named in short: the first few, each cut.
const MOST_UNKNOWN_NAMED = 10;
const MOST_NAMED_CHARACTERS = 100;

/** @param {string} text */
const shortened = (text) => (text.length > MOST_NAMED_CHARACTERS ? `${text.slice(0, MOST_NAMED_CHARACTERS)}…` : text);

/**
 * A parameter that could not be used: its name, the value given, the default taken.
 * @typedef {{name: string, value: unknown, used: unknown}} Problem
 */

/**
 * @typedef {object} EmbedConfig
 * @property {Settings & {seed?: number}} settings  what the session starts with
 * @property {string[]} trusted  host origins whose messages are accepted
 * @property {Problem[]} problems  parameters that could not be used
 * @property {{name: string, value: string}[]} unknown  parameters the embed does not know, ignored
 * @property {string} key  names this configuration's storage and tab lock
 */

/**
 * @param {string} text
 * @returns {object | undefined}
 */
function parseObject(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The rules object of a `rules` parameter: a name, or docs/record.md rules as JSON.
 * @param {string} game
 * @param {string} text
 */
function rulesOf(game, text) {
  if (text.length > MOST_RULES_CHARACTERS) return undefined;
  if (text.trimStart().startsWith("{")) return parseObject(text);
  return /^[a-z0-9-]+$/.test(text) ? { [RULES_NAME[game]]: text } : undefined;
}

/** @param {string} text */
function seedOf(text) {
  const seed = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  return seed < SEED_LIMIT ? seed : undefined;
}

/** @param {string} text */
function originsOf(text) {
  const origins = text.split(/\s+/).filter(Boolean);
  const valid = origins.every((origin) => {
    try {
      return new URL(origin).origin === origin;
    } catch {
      return false;
    }
  });
  return valid && origins.length ? origins : undefined;
}

/** The browser's language when the catalogs have it. */
function browserLanguage() {
  const code = (navigator.language || "en").slice(0, 2);
  return LANGUAGES.includes(code) ? code : "en";
}

/**
 * @param {string} search  the address's query, e.g. `?game=schafkopf&lang=de`
 * @returns {EmbedConfig}
 */
export function readConfig(search) {
  const params = new URLSearchParams(search);
  /** @type {Problem[]} */
  const problems = [];
  /**
   * The parameter `name` read by `read`, or `fallback` (a problem when the parameter was there).
   * @template T
   * @param {string} name
   * @param {(text: string) => T | undefined} read
   * @param {T} fallback
   * @returns {T}
   */
  const param = (name, read, fallback) => {
    const text = params.get(name);
    if (text === null) return fallback;
    const value = read(text);
    if (value !== undefined) return value;
    problems.push({ name, value: text, used: fallback });
    return fallback;
  };
  /** @param {string[]} values */
  const oneOf = (values) => (/** @type {string} */ text) => (values.includes(text) ? text : undefined);

  const game = param("game", oneOf(GAMES), GAMES[0]);
  const rules = param("rules", (text) => rulesOf(game, text), undefined);
  const deck = param("deck", oneOf(decksOf(game).map(({ id }) => id)), DEFAULT_DECK[game]);
  const language = param("lang", oneOf(LANGUAGES), browserLanguage());
  const level = param("level", (text) => (/^[a-z]{1,16}$/.test(text) ? text : undefined), "normal");
  const seed = param("seed", seedOf, undefined);
  const trusted = param("origin", originsOf, /** @type {string[]} */ ([]));

  /** @type {Settings & {seed?: number}} */
  const settings = { language, game, level, deck, ...(rules && { rules }) };
  if (seed !== undefined) settings.seed = seed;
  // The language is left out: the same game in another language goes on.
  const key = JSON.stringify([game, rules ?? null, deck, level, seed ?? null]);
  const unknown = [...params]
    .filter(([name]) => !PARAMETERS.includes(name))
    .slice(0, MOST_UNKNOWN_NAMED)
    .map(([name, value]) => ({ name: shortened(name), value: shortened(value) }));
  return { settings, trusted, problems, unknown, key };
}
