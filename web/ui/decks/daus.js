// The Daus of the German packs: the large decorated card players know, its
// suit sign big in a ribboned cartouche. The Doppeldeutsch Daus adds the
// season of its suit under the sign, as the Tell pattern does: Hearts
// spring, Leaves summer, Acorns autumn, Bells winter.

import { draw, el, placed } from "./svg.js";

/** @import { Shape } from "./svg.js" */

const INK = "#3a2a14";

// Each season as a small picture around (32, 70).
/** @type {Record<string, {sky: string, picture: Shape[]}>} */
const SEASONS = {
  H: {
    sky: "#e4f3d8",
    picture: [
      ...[0, 72, 144, 216, 288].map((angle) => /** @type {Shape} */ (
        ["ellipse", { cx: 32, cy: 66.2, rx: 2.4, ry: 3.6, fill: "#f49ac1", stroke: "#b0446f", "stroke-width": 0.5, transform: `rotate(${angle} 32 70)` }])),
      ["circle", { cx: 32, cy: 70, r: 2.2, fill: "#f7c600", stroke: "#a07800", "stroke-width": 0.5 }],
      ["path", { d: "M32 74.5V79", stroke: "#3f7d20", "stroke-width": 1.2 }],
    ],
  },
  G: {
    sky: "#fff2c2",
    picture: [
      ...[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => /** @type {Shape} */ (
        ["path", { d: "M32 61V63.6", stroke: "#e08a00", "stroke-width": 1.4, "stroke-linecap": "round", transform: `rotate(${angle} 32 70)` }])),
      ["circle", { cx: 32, cy: 70, r: 4.6, fill: "#f7c600", stroke: "#e08a00", "stroke-width": 0.8 }],
    ],
  },
  E: {
    sky: "#fbe2c4",
    picture: [
      ["path", { d: "M32 62Q36 60 38 63", stroke: "#6b4a1e", "stroke-width": 1, fill: "none" }],
      ["path", { d: "M33 63Q38 59 40 64Q36 65 33 63Z", fill: "#c0641a" }],
      ...[[30, 65], [34, 65], [28, 69], [32, 69], [36, 69], [30, 73], [34, 73], [32, 77]].map(([cx, cy]) => /** @type {Shape} */ (
        ["circle", { cx, cy, r: 2.1, fill: "#6a2c8a", stroke: "#3d1552", "stroke-width": 0.5 }])),
    ],
  },
  S: {
    sky: "#dcebf7",
    picture: [
      ...[0, 60, 120].map((angle) => /** @type {Shape} */ (
        ["path", { d: "M32 62.5V77.5M29.8 64 32 65.6 34.2 64M29.8 76 32 74.4 34.2 76", stroke: "#2a6fb0", "stroke-width": 1.1, "stroke-linecap": "round", fill: "none", transform: `rotate(${angle} 32 70)` }])),
    ],
  },
};

// The ribbon under the sign, and scrolls either side of it.
const FLOURISH = /** @type {Shape[]} */ ([
  ["path", { d: "M17 51Q22 48 32 50Q42 48 47 51L45.5 56Q39 53.5 32 55Q25 53.5 18.5 56Z", fill: "#f2d77a", stroke: INK, "stroke-width": 0.7 }],
  ["path", { d: "M15 50Q10 45 14 39Q16 43 20 44M49 50Q54 45 50 39Q48 43 44 44", fill: "none", stroke: INK, "stroke-width": 0.9, "stroke-linecap": "round" }],
]);

// The Bavarian Daus: a white and blue lozenged banner over the sign, and
// scrolls beside and under it.
const BANNER = /** @type {Shape[]} */ ([
  ["path", { d: "M21 8H47L44.5 12.5 47 17H21L23.5 12.5Z", fill: "#ffffff", stroke: INK, "stroke-width": 0.7 }],
  ...[25.2, 29.6, 34, 38.4, 42.8].map((x) => /** @type {Shape} */ (["path", { d: `M${x} 9.2 ${x + 2.2} 12.5 ${x} 15.8 ${x - 2.2} 12.5Z`, fill: "#1f6fc0" }])),
  ["path", { d: "M13 40Q8 46 13 53Q12 48 16 46M51 40Q56 46 51 53Q52 48 48 46", fill: "none", stroke: INK, "stroke-width": 0.9, "stroke-linecap": "round" }],
  ["path", { d: "M20 64Q26 68 32 64Q38 68 44 64", fill: "none", stroke: INK, "stroke-width": 0.9, "stroke-linecap": "round" }],
]);

/**
 * @param {Shape[]} sign
 * @param {string} suit
 * @param {boolean} seasonal
 */
export function dausFace(sign, suit, seasonal) {
  if (!seasonal) return el("g", {}, [...draw(BANNER), placed(sign, 15, 24, 34)]);
  const season = SEASONS[suit];
  return el("g", {}, [
    placed(sign, 18, 12, 28),
    ...draw(FLOURISH),
    el("circle", { cx: 32, cy: 70, r: 11, fill: season.sky, stroke: INK, "stroke-width": 0.8 }),
    ...draw(season.picture),
  ]);
}
