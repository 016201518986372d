// A small bar chart of win rates, drawn as SVG: one bar per row, its share
// of deals won, with the label at the reading start (mirrored in RTL).
import { formatList, formatNumber } from "../i18n/i18n.js";

/** @typedef {{label: string, tally: {played: number, won: number}}} Bar */

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const LABEL = 110; // room for the label before the bars
const VALUE = 44; // room for the percentage after them
const ROW = 26;
const BAR = 16;

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
 * @param {string} title  names the chart for screen readers
 * @param {Bar[]} bars
 */
export function winRateChart(title, bars) {
  const rtl = document.documentElement.dir === "rtl";
  // x in reading order: from the left in LTR, from the right in RTL.
  /** @param {number} x */
  const at = (x) => (rtl ? WIDTH - x : x);
  /** @param {number} share */
  const percent = (share) => formatNumber(share, { style: "percent" });
  const span = WIDTH - LABEL - VALUE;
  const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${bars.length * ROW + 4}`, class: "win-chart", role: "img" });
  chart.setAttribute("direction", "ltr"); // anchors stay physical; `at` does the mirroring
  const summary = formatList(bars.map(({ label, tally }) => `${label} ${percent(tally.won / tally.played)}`));
  chart.setAttribute("aria-label", `${title}: ${summary}`);
  const heading = svg("title", {});
  heading.textContent = title;
  chart.append(heading);
  bars.forEach(({ label, tally }, index) => {
    const share = tally.won / tally.played;
    const y = index * ROW + 4;
    const name = svg("text", { x: at(0), y: y + BAR - 3, "text-anchor": rtl ? "end" : "start", class: "win-chart-label" });
    name.textContent = label;
    const track = svg("rect", { x: LABEL, y, width: span, height: BAR, class: "win-chart-track", rx: 3 });
    const length = Math.max(span * share, share > 0 ? 2 : 0);
    const bar = svg("rect", { x: rtl ? WIDTH - LABEL - length : LABEL, y, width: length, height: BAR, class: "win-chart-bar", rx: 3 });
    if (rtl) track.setAttribute("x", String(VALUE));
    const value = svg("text", { x: at(LABEL + span + 4), y: y + BAR - 3, "text-anchor": rtl ? "end" : "start", class: "win-chart-value" });
    value.textContent = percent(share);
    chart.append(name, track, bar, value);
  });
  const figure = document.createElement("figure");
  figure.className = "win-chart-figure";
  const caption = document.createElement("figcaption");
  caption.textContent = title;
  figure.append(chart, caption);
  return figure;
}
