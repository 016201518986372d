// The Daus of the German packs: the large decorated card players know, its
// suit sign big in a ribboned cartouche. The Doppeldeutsch Daus adds the
// season the Tell pattern gives its suit (decks/registry.js) under the sign.

import { draw, el, placed } from "./svg.js";

/** @import { Shape } from "./svg.js" */

const INK = "#3a2a14";

/**
 * The ground of a season's round picture: the part of the circle below y 74.
 * @param {string} fill
 * @returns {Shape}
 */
const ground = (fill) => ["path", { d: "M21.75 74H42.25A11 11 0 0 1 21.75 74Z", fill }];

/**
 * A snowflake of three crossed strokes, `r` from its centre.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @returns {Shape[]}
 */
const flake = (cx, cy, r) => [0, 60, 120].map((angle) => (
  ["path", { d: `M${cx} ${cy - r}V${cy + r}`, stroke: "#2a6fb0", "stroke-width": 0.8, "stroke-linecap": "round", transform: `rotate(${angle} ${cx} ${cy})` }]));

// Each season as a small picture in a circle around (32, 70): spring's
// flowers, summer's sun over a sheaf and a scythe, autumn's grapes, winter's
// fire in the snow.
/** @type {Record<string, {sky: string, picture: Shape[]}>} */
const SEASONS = {
  spring: {
    sky: "#e4f3d8",
    picture: [
      ground("#7cc04f"),
      ["path", { d: "M32 72V78M26 75.5V78.5M38 75.5V78.5", stroke: "#3f7d20", "stroke-width": 1.1 }],
      ...[0, 72, 144, 216, 288].map((angle) => /** @type {Shape} */ (
        ["ellipse", { cx: 32, cy: 63.6, rx: 2.3, ry: 3.3, fill: "#f49ac1", stroke: "#b0446f", "stroke-width": 0.5, transform: `rotate(${angle} 32 67.2)` }])),
      ["circle", { cx: 32, cy: 67.2, r: 2.1, fill: "#f7c600", stroke: "#a07800", "stroke-width": 0.5 }],
      ["circle", { cx: 26, cy: 74.5, r: 1.6, fill: "#ffffff", stroke: "#b0446f", "stroke-width": 0.5 }],
      ["circle", { cx: 38, cy: 74.5, r: 1.6, fill: "#f49ac1", stroke: "#b0446f", "stroke-width": 0.5 }],
    ],
  },
  summer: {
    sky: "#fff2c2",
    picture: [
      ground("#d9a82e"),
      ...[0, 60, 120, 180, 240, 300].map((angle) => /** @type {Shape} */ (
        ["path", { d: "M26.5 59.6V61.2", stroke: "#e08a00", "stroke-width": 1, "stroke-linecap": "round", transform: `rotate(${angle} 26.5 64.8)` }])),
      ["circle", { cx: 26.5, cy: 64.8, r: 2.6, fill: "#f7c600", stroke: "#e08a00", "stroke-width": 0.6 }],
      ["path", { d: "M36 78 33.2 66M36 78V65M36 78 38.8 66", stroke: "#a07800", "stroke-width": 0.8 }],
      ...[33.2, 36, 38.8].map((cx) => /** @type {Shape} */ (["ellipse", { cx, cy: 65.6, rx: 1.1, ry: 2.4, fill: "#f2c14e", stroke: "#a07800", "stroke-width": 0.5 }])),
      ["path", { d: "M34.3 72.5H37.7", stroke: "#7a4a16", "stroke-width": 1.3 }],
      ["path", { d: "M25 78.5 30.5 68.5", stroke: "#6b4423", "stroke-width": 1, "stroke-linecap": "round" }],
      ["path", { d: "M30.5 68.5Q27 67 23.2 69.6Q26.8 68.8 30 69.6Z", fill: "#8d96a3", stroke: "#4a5568", "stroke-width": 0.4 }],
    ],
  },
  autumn: {
    sky: "#fbe2c4",
    picture: [
      ground("#b0793a"),
      ["path", { d: "M32 61.5Q36 59.5 38 62.5", stroke: "#6b4a1e", "stroke-width": 1, fill: "none" }],
      ["path", { d: "M33 62.5Q38 58.5 40 63.5Q36 64.5 33 62.5Z", fill: "#c0641a" }],
      ...[[30, 64.5], [34, 64.5], [28, 68.3], [32, 68.3], [36, 68.3], [30, 72.1], [34, 72.1], [32, 75.9]].map(([cx, cy]) => /** @type {Shape} */ (
        ["circle", { cx, cy, r: 2.1, fill: "#6a2c8a", stroke: "#3d1552", "stroke-width": 0.5 }])),
    ],
  },
  winter: {
    sky: "#dcebf7",
    picture: [
      ground("#ffffff"),
      ...flake(26, 63.5, 2.6), ...flake(38.5, 63, 2), ...flake(32, 60.8, 1.4),
      ["path", { d: "M27 78.5 37 74.5M27 74.5 37 78.5", stroke: "#6b4423", "stroke-width": 1.6, "stroke-linecap": "round" }],
      ["path", { d: "M32 66Q37 71 35 75.5H29Q27 71 32 66Z", fill: "#e8551b", stroke: "#a8320c", "stroke-width": 0.5 }],
      ["path", { d: "M32 70Q34.5 73 33.4 75.5H30.6Q29.5 73 32 70Z", fill: "#f7c600" }],
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

// A Daus with the season its pack gives it (the Tell pattern), or the Bavarian one.
/**
 * @param {Shape[]} sign
 * @param {string} [season]
 */
export function dausFace(sign, season) {
  if (!season) return el("g", {}, [...draw(BANNER), placed(sign, 15, 24, 34)]);
  const { sky, picture } = SEASONS[season];
  return el("g", {}, [
    placed(sign, 18, 12, 28),
    ...draw(FLOURISH),
    el("g", { "data-season": season }, [
      el("circle", { cx: 32, cy: 70, r: 11, fill: sky, stroke: INK, "stroke-width": 0.8 }),
      ...draw(picture),
    ]),
  ]);
}
