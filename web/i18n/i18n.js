// The active language: catalogs, plurals, numbers and the page direction.
// A catalog value is a string with {placeholders}, or, for counted strings,
// an object keyed by the Intl.PluralRules categories of that language.

/** @typedef {Record<string, string | Record<string, string>>} Catalog */

export const LANGUAGES = ["en", "de", "ar"];
const RTL = new Set(["ar"]);
// One numeral system per language on every screen. Arabic uses the Western
// digits, as the card indexes (part of the card art: A, K, 10, 9) and the
// catalogs do; pinned, since browsers differ on the default for "ar".
/** @type {Record<string, string>} */
const NUMBER_LOCALES = { ar: "ar-u-nu-latn" };

let lang = "en";
/** @type {Catalog} */
let strings = {};
/** @type {Catalog} */
let fallback = {};
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en");

/**
 * @param {string} code
 * @returns {Promise<Catalog>}
 */
async function load(code) {
  const response = await fetch(new URL(`./${code}.json`, import.meta.url));
  if (!response.ok) throw new Error(`catalog ${code}: HTTP ${response.status}`);
  return response.json();
}

/** @param {string} code */
export async function setLanguage(code) {
  const next = LANGUAGES.includes(code) ? code : "en";
  if (!Object.keys(fallback).length) fallback = await load("en");
  strings = next === "en" ? fallback : await load(next);
  lang = next;
  plurals = new Intl.PluralRules(next);
  numbers = new Intl.NumberFormat(numberLocale(next));
  document.documentElement.lang = next;
  document.documentElement.dir = RTL.has(next) ? "rtl" : "ltr";
  const labelled = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-i18n]"));
  for (const node of labelled) node.textContent = t(/** @type {string} */ (node.dataset.i18n));
}

export function language() {
  return lang;
}

/** @param {string} key */
export function has(key) {
  return key in strings || key in fallback;
}

/** @param {string} code */
function numberLocale(code) {
  return NUMBER_LOCALES[code] ?? code;
}

// A signed number in right-to-left text reads like the digits beside it: the
// true minus sign (U+2212, as wide as a digit; the hyphen is short and thin),
// and the whole number isolated left to right, so that its sign stays before
// its digits in any sentence. Intl's own direction marks go.
/** @param {string} text */
function signed(text) {
  if (!RTL.has(lang) || !/[-+]/.test(text)) return text;
  return `\u2066${text.replace(/[\u200e\u200f\u061c]/g, "").replace(/-/g, "\u2212")}\u2069`;
}

// Every number shown goes through here, so a screen has one numeral system.
/**
 * @param {number} n
 * @param {Intl.NumberFormatOptions} [options]  percent, currency, sign and the like
 */
export function formatNumber(n, options) {
  return signed(options ? new Intl.NumberFormat(numberLocale(lang), options).format(n) : numbers.format(n));
}

// Items of a list (names, cards, calls) joined as the language joins them:
// "You, Anna and Bernd", in Arabic with the Arabic comma and "و".
/** @param {string[]} items */
export function formatList(items) {
  return new Intl.ListFormat(lang, { type: "unit", style: "short" }).format(items);
}

/**
 * @param {string} text
 * @param {Record<string, unknown>} params
 */
function interpolate(text, params) {
  return text.replace(/\{(\w+)\}/g, (_, name) => {
    const value = params[name];
    return typeof value === "number" ? formatNumber(value) : String(value ?? "");
  });
}

/**
 * The text of `key` in the active language; `params.count` picks the plural.
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function t(key, params = {}) {
  let entry = strings[key] ?? fallback[key] ?? key;
  if (typeof entry === "object") {
    entry = entry[plurals.select(/** @type {number} */ (params.count))] ?? entry.other;
  }
  return interpolate(entry, params);
}
