// The active language: catalogs, plurals, numbers and the page direction.
// A catalog value is a string with {placeholders}, or, for counted strings,
// an object keyed by the Intl.PluralRules categories of that language.

export const LANGUAGES = ["en", "de", "ar"];
const RTL = new Set(["ar"]);

let lang = "en";
let strings = {};
let fallback = {};
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en");

async function load(code) {
  const response = await fetch(new URL(`./${code}.json`, import.meta.url));
  if (!response.ok) throw new Error(`catalog ${code}: HTTP ${response.status}`);
  return response.json();
}

export async function setLanguage(code) {
  const next = LANGUAGES.includes(code) ? code : "en";
  if (!Object.keys(fallback).length) fallback = await load("en");
  strings = next === "en" ? fallback : await load(next);
  lang = next;
  plurals = new Intl.PluralRules(next);
  numbers = new Intl.NumberFormat(next);
  document.documentElement.lang = next;
  document.documentElement.dir = RTL.has(next) ? "rtl" : "ltr";
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
}

export function language() {
  return lang;
}

export function has(key) {
  return key in strings || key in fallback;
}

export function formatNumber(n) {
  return numbers.format(n);
}

function interpolate(text, params) {
  return text.replace(/\{(\w+)\}/g, (_, name) => {
    const value = params[name];
    return typeof value === "number" ? numbers.format(value) : String(value ?? "");
  });
}

export function t(key, params = {}) {
  let entry = strings[key] ?? fallback[key] ?? key;
  if (typeof entry === "object") {
    entry = entry[plurals.select(params.count)] ?? entry.other;
  }
  return interpolate(entry, params);
}
