// A small bar chart of win rates: one row per tally, its label (wrapping
// between words, so that a long one is read whole on a phone), a bar of its
// share of deals won drawn as SVG, and the percentage. The rows are a grid,
// so that RTL mirrors them; the bar grows from the reading start.
import { formatList, formatNumber } from "../i18n/i18n.js";

/** @typedef {{label: string, tally: {played: number, won: number}}} Bar */

const SVG = "http://www.w3.org/2000/svg";

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/**
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function el(tag, className, text = "") {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/**
 * @param {string} title  names the chart for screen readers
 * @param {Bar[]} bars
 */
export function winRateChart(title, bars) {
  /** @param {number} share */
  const percent = (share) => formatNumber(share, { style: "percent" });
  const chart = el("div", "win-chart");
  chart.setAttribute("role", "img");
  const summary = formatList(bars.map(({ label, tally }) => `${label} ${percent(tally.won / tally.played)}`));
  chart.setAttribute("aria-label", `${title}: ${summary}`);
  for (const { label, tally } of bars) {
    const share = tally.won / tally.played;
    const bar = svg("svg", { viewBox: "0 0 100 16", preserveAspectRatio: "none", class: "win-chart-bar-box", "aria-hidden": "true" });
    bar.append(svg("rect", { x: 0.5, y: 0.5, width: 99, height: 15, class: "win-chart-track", rx: 3 }),
      svg("rect", { x: 0.5, y: 0.5, width: Math.max(99 * share, share > 0 ? 2 : 0), height: 15, class: "win-chart-bar", rx: 3 }));
    chart.append(el("span", "win-chart-label", label), bar, el("span", "win-chart-value", percent(share)));
  }
  const figure = document.createElement("figure");
  figure.className = "win-chart-figure";
  const caption = document.createElement("figcaption");
  caption.textContent = title;
  figure.append(chart, caption);
  return figure;
}
