// End of a deal and the whole session: the itemized result from the engine's
// items, card points per party, this deal's scores and the running sheet.
import { formatNumber, t } from "../i18n/i18n.js";
import { itemReason, soloLine, targetLines } from "./explain.js";
import { wordsOf } from "./games/index.js";
import { helpAnchor } from "./help.js";
import { contractLabel, itemLabel, partyName, seatName } from "./labels.js";

/** @import { Contract, Result, ResultItem, View } from "../rpc.js" */
/** @typedef {{label: string, scores: number[], contract?: Contract | null}} ScoreRow  contract: the game played, on the sheet */

/** @param {View} view */
export const isMoney = (view) => wordsOf(view.game).countsInCents(view);

// A score in the unit of the game: money is counted in cents and shown in
// euros (the tables name the currency once, in their caption).
/**
 * @param {View} view
 * @param {number} value
 * @param {{signed?: boolean, currency?: boolean}} [style]
 */
export function formatScore(view, value, { signed = true, currency = false } = {}) {
  /** @type {Intl.NumberFormatOptions} */
  const options = { signDisplay: signed ? "exceptZero" : "auto" };
  if (!isMoney(view)) return formatNumber(value, options);
  Object.assign(options, currency ? { style: "currency", currency: "EUR" } : { minimumFractionDigits: 2 });
  return formatNumber(value / 100, options);
}

/** @type {(view: View, caption: string) => string} */
const captionOf = (view, caption) => (isMoney(view) ? t("scores.inEuro", { caption }) : caption);

/**
 * @param {string} tag
 * @param {string} text
 * @param {string} [className]
 */
export function cell(tag, text, className = "") {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** @param {HTMLElement[]} cells */
export function row(cells) {
  const tr = document.createElement("tr");
  tr.append(...cells);
  return tr;
}

// A table in a box that scrolls sideways when a phone is too narrow for it
// (a labelled region that the keyboard can reach and scroll).
/**
 * @param {string} caption
 * @param {string[]} head
 * @param {HTMLElement[]} body
 * @param {HTMLElement[]} [foot]
 * @param {string} [className]  e.g. "sheet": a long table that scrolls under its header
 */
export function table(caption, head, body, foot = [], className = "") {
  const box = document.createElement("div");
  box.className = `table-box ${className}`.trim();
  box.tabIndex = 0;
  box.setAttribute("role", "region");
  box.setAttribute("aria-label", caption);
  const node = document.createElement("table");
  box.append(node);
  node.append(cell("caption", caption));
  const thead = document.createElement("thead");
  thead.append(row(head.map((text) => Object.assign(cell("th", text), { scope: "col" }))));
  const tbody = document.createElement("tbody");
  tbody.append(...body);
  node.append(thead, tbody);
  if (foot.length) {
    const tfoot = document.createElement("tfoot");
    tfoot.append(...foot);
    node.append(tfoot);
  }
  return box;
}

/** @param {string} text */
export const header = (text) => Object.assign(cell("th", text), { scope: "row" });
// Numbers with a sign keep it in front in RTL text too.
/**
 * @param {View} view
 * @param {number} value
 */
function signed(view, value) {
  const number = document.createElement("span");
  number.dir = "ltr";
  number.textContent = formatScore(view, value);
  const node = cell("td", "", value > 0 ? "plus" : value < 0 ? "minus" : "");
  node.append(number);
  return node;
}

// The result of a finished deal as a list of nodes; `deal` labels its scores.
/**
 * @param {View} view  a view with a result
 * @param {string} deal
 */
export function resultNodes(view, deal) {
  const result = /** @type {Result} */ (view.result);
  const summary = document.createElement("p");
  summary.className = "result-summary";
  if (!result.items?.length && result.winner == null && result.value === 0) {
    summary.textContent = t("result.allPass");
    return [summary];
  }
  const mine = result.scores[view.seat];
  const outcome = mine > 0 ? t("result.youWin") : mine < 0 ? t("result.youLose") : "";
  const amount = (/** @type {number} */ cents) => formatScore(view, cents, { signed: false, currency: true });
  summary.textContent = wordsOf(view.game).resultLine(view, amount)
    ?? [t(result.winner ? `result.wins.${result.winner}` : "result.nobody"), outcome].filter(Boolean).join(" — ");
  const value = cell("p", t("result.value", { value: amount(result.value) }), "result-value");
  const outline = [summary, value, ...whyNodes(view)];
  if (result.card_points) {
    // one row: each party's card points under its name (a seat's, where
    // each plays for themselves)
    const points = Object.entries(result.card_points);
    const named = (/** @type {string} */ party) => (/^\d+$/.test(party) ? seatName(view, Number(party)) : partyName(party));
    outline.push(table(t("result.cardPoints"), [t("result.partyHeader"), ...points.map(([party]) => named(party))],
      [row([header(t("result.cardPoints")), ...points.map(([, got]) => cell("td", formatNumber(got)))])]));
  }
  outline.push(scoresTable(view, t("result.scores"), [{ label: deal, scores: result.scores }]));
  /** @type {HTMLElement[]} */
  const details = [];
  if (result.items?.length) {
    details.push(table(captionOf(view, t("result.items")), [t("result.item"), t("result.party"), t(isMoney(view) ? "result.amount" : "result.points")], result.items.map((item, index) =>
      row([itemHeader(view, item, index), cell("td", item.party ? partyName(item.party) : seatName(view, /** @type {number} */ (item.seat))), cell("td", formatScore(view, item.points, { signed: false }))]))));
  }
  // Two parts: the outcome with its card points and scores, then the items
  // behind the value; a phone held sideways shows them side by side (style.css).
  return [part("result-outline", outline), part("result-details", details)];
}

/**
 * @param {string} className
 * @param {HTMLElement[]} nodes
 */
function part(className, nodes) {
  const node = document.createElement("div");
  node.className = className;
  node.append(...nodes);
  return node;
}

// How the deal was decided: each party's target and whether it was reached,
// then the soloist's factor.
/** @param {View} view */
function whyNodes(view) {
  const lines = targetLines(view).map(({ text, met }) => cell("li", text, met ? "met" : "missed"));
  const solo = soloLine(view, (value) => formatScore(view, value));
  if (solo) lines.push(cell("li", solo, "solo"));
  if (!lines.length) return [];
  const list = document.createElement("ul");
  list.className = "result-why";
  list.setAttribute("aria-label", t("explain.heading"));
  list.append(...lines);
  return [list];
}

// An item's name (a link to its paragraph of the rules help) and, beneath, the facts behind it.
/**
 * @param {View} view
 * @param {ResultItem} item
 * @param {number} index
 */
function itemHeader(view, item, index) {
  const node = header("");
  node.append(helpAnchor(view.game, `item.${item.name}`, itemLabel(item)) ?? itemLabel(item));
  const why = itemReason(view, item, view.explanation?.items[index], (value) => formatScore(view, value, { signed: false, currency: true }));
  if (why) node.append(cell("small", why, "item-why"));
  return node;
}

// The score sheet: rows of {label, scores, contract?}, and a total per seat
// when there are several. Rows that name their game get a column for it, and
// each score of a longer sheet shows the running total beneath it.
/**
 * @param {View} view
 * @param {string} caption
 * @param {ScoreRow[]} rows
 */
export function scoresTable(view, caption, rows) {
  const seats = [0, 1, 2, 3];
  const games = rows.some((r) => r.contract !== undefined);
  const running = [0, 0, 0, 0];
  const body = rows.map(({ label, scores, contract }) => {
    const cells = seats.map((s) => {
      running[s] += scores[s];
      const node = signed(view, scores[s]);
      if (rows.length > 1) {
        const total = cell("small", t("explain.sheet.running", { total: formatScore(view, running[s], { signed: false }) }), "running");
        total.dir = "ltr"; // the sign stays in front of the number in RTL text too
        node.append(total);
      }
      return node;
    });
    return row([header(label), ...(games ? [cell("td", gameName(view, contract), "game")] : []), ...cells]);
  });
  const foot = rows.length > 1 ? [row([header(t("scores.total")), ...(games ? [cell("td", "")] : []), ...running.map((v) => signed(view, v))])] : [];
  const head = [t("scores.deal"), ...(games ? [t("explain.sheet.contract")] : []), ...seats.map((s) => seatName(view, s))];
  const kind = [rows.length > 1 ? "sheet" : "", games ? "with-games" : ""].filter(Boolean).join(" ");
  return table(captionOf(view, caption), head, body, foot, kind);
}

// The game of a sheet's row in words, with its declarer.
/**
 * @param {View} view
 * @param {Contract | null | undefined} contract
 */
function gameName(view, contract) {
  return contract ? contractLabel(view, contract) : t("explain.sheet.allPass");
}
