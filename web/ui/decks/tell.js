// The Tell pattern's cast: its Obers and Unters are people of Schiller's
// "Wilhelm Tell", each known by what he carries (Tell his crossbow, Gessler
// his hat on a pole, the herdsman Kuoni his crook), and its kings ride.
// Drawn into the upper half of a double-ended court, the free hand at the
// left of the body, clear of the corner index.

/** @import { Shape } from "./svg.js" */
/** @import { FigureStyle, Look } from "./figures.js" */

export const GREY = "#b9b4ab";
const WOOD = "#8a5a2b";
const STEEL = "#c9ced6";
const LINE = 0.6;

/** @type {Record<string, Look>} by the pack's suit and rank */
export const TELL_CAST = {
  EO: { wear: "tellhat", beard: true, moustache: true, holds: "crossbow", clothes: ["#3f7d20", WOOD] },
  HO: { wear: "plumed", beard: true, moustache: true, holds: "hatpole", clothes: ["#b3202a", "#1d1d1f"] },
  GO: { wear: "beret", holds: "sword", clothes: ["#1f4e9c", "#f2c14e"] },
  SO: { wear: "hat", moustache: true, holds: "spear", clothes: ["#6b4423", "#2e7d32"] },
  EU: { wear: "helmet", moustache: true, holds: "halberd", clothes: ["#7d838c", "#b3202a"] },
  GU: { wear: "hood", beard: true, aged: true, holds: "staff", clothes: ["#4a5568", "#a0522d"] },
  HU: { wear: "felt", holds: "crook", clothes: ["#6f8a2e", "#6b4423"] },
  SU: { wear: "beret", moustache: true, holds: "banner", clothes: ["#236b8e", "#1d1d1f"] },
};

/** @type {Record<string, (s: FigureStyle, cx: number, cy: number, trim: string) => Shape[]>} */
export const TELL_HEADS = {
  // Tell's hat: a tapering crown with a feather.
  tellhat: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 3} ${cy - 10}Q${cx - 8} ${cy - 16} ${cx - 5} ${cy - 21}Q${cx - 4} ${cy - 15} ${cx - 1} ${cy - 11}Z`, fill: "#c8102e", stroke: s.ink, "stroke-width": 0.5 }],
    ["path", { d: `M${cx - 5} ${cy - 4}L${cx - 3.5} ${cy - 12}Q${cx} ${cy - 13.5} ${cx + 3.5} ${cy - 12}L${cx + 5} ${cy - 4}Z`, fill: trim, stroke: s.ink, "stroke-width": 0.7 }],
    ["path", { d: `M${cx - 4.6} ${cy - 6}H${cx + 4.6}`, stroke: s.ink, "stroke-width": 1.2 }],
    ["ellipse", { cx, cy: cy - 4, rx: 8.5, ry: 1.8, fill: trim, stroke: s.ink, "stroke-width": 0.7 }],
  ],
  // Harras's steel morion: a crested dome over a brim turned up at both ends.
  helmet: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 5.6} ${cy - 4}Q${cx - 6} ${cy - 11.5} ${cx} ${cy - 11.5}Q${cx + 6} ${cy - 11.5} ${cx + 5.6} ${cy - 4}Z`, fill: STEEL, stroke: s.ink, "stroke-width": 0.7 }],
    ["path", { d: `M${cx - 4} ${cy - 10.5}Q${cx} ${cy - 17} ${cx + 4} ${cy - 10.5}`, fill: trim, stroke: s.ink, "stroke-width": 0.6 }],
    ["path", { d: `M${cx - 10} ${cy - 7}Q${cx} ${cy - 1} ${cx + 10} ${cy - 7}Q${cx} ${cy - 3.6} ${cx - 10} ${cy - 7}Z`, fill: STEEL, stroke: s.ink, "stroke-width": 0.7 }],
  ],
  // Walter Fürst's soft cap, pulled down over grey hair.
  hood: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 6.3} ${cy + 2}Q${cx - 7.5} ${cy - 10} ${cx} ${cy - 10.5}Q${cx + 7.5} ${cy - 10} ${cx + 6.3} ${cy + 2}Q${cx + 5} ${cy - 4.5} ${cx} ${cy - 5}Q${cx - 5} ${cy - 4.5} ${cx - 6.3} ${cy + 2}Z`, fill: trim, stroke: s.ink, "stroke-width": 0.7 }],
    ["path", { d: `M${cx - 5.4} ${cy - 4.6}Q${cx} ${cy - 6.6} ${cx + 5.4} ${cy - 4.6}`, stroke: s.hair, "stroke-width": 1.6, fill: "none" }],
  ],
  // Kuoni's broad round felt hat.
  felt: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 5.4} ${cy - 1}Q${cx - 6} ${cy + 3} ${cx - 4.6} ${cy + 4}M${cx + 5.4} ${cy - 1}Q${cx + 6} ${cy + 3} ${cx + 4.6} ${cy + 4}`, stroke: s.hair, "stroke-width": 2, fill: "none" }],
    ["path", { d: `M${cx - 4.5} ${cy - 4}Q${cx - 4.5} ${cy - 9.5} ${cx} ${cy - 9.5}Q${cx + 4.5} ${cy - 9.5} ${cx + 4.5} ${cy - 4}Z`, fill: trim, stroke: s.ink, "stroke-width": 0.7 }],
    ["ellipse", { cx, cy: cy - 4, rx: 10, ry: 2.2, fill: trim, stroke: s.ink, "stroke-width": 0.7 }],
  ],
};

/**
 * A fist round the carried thing, where the body's left edge is.
 * @param {FigureStyle} s
 * @returns {Shape}
 */
const fist = (s) => ["circle", { cx: 22.5, cy: 40.5, r: 1.8, fill: s.skin, stroke: s.ink, "stroke-width": 0.5 }];

/**
 * A wooden shaft up from below the hand to `top`.
 * @param {FigureStyle} s
 * @param {number} top
 * @returns {Shape[]}
 */
const shaft = (s, top) => [
  ["path", { d: `M22.5 47V${top}`, stroke: s.ink, "stroke-width": 2, "stroke-linecap": "round" }],
  ["path", { d: `M22.5 47V${top}`, stroke: WOOD, "stroke-width": 1.1, "stroke-linecap": "round" }],
];

/** @type {Record<string, (s: FigureStyle) => Shape[]>} */
export const TELL_HELD = {
  crossbow: (s) => [
    ...shaft(s, 16),
    ["path", { d: "M16.6 19.5 22.5 22.5 28.4 16.5", stroke: s.ink, "stroke-width": 0.5, fill: "none" }],
    ...[[2.6, s.ink], [1.3, STEEL]].map(([width, stroke]) => /** @type {Shape} */ (
      ["path", { d: "M16.6 19.5Q22.5 9.5 28.4 16.5", stroke, "stroke-width": width, fill: "none", "stroke-linecap": "round" }])),
    ["path", { d: "M22.5 26V11.5M21.1 13.2 22.5 10.8 23.9 13.2", stroke: s.ink, "stroke-width": 0.7, fill: "none" }],
    fist(s),
  ],
  hatpole: (s) => [
    ...shaft(s, 15),
    ["path", { d: "M19 15Q19 9.5 22.5 9.5Q26 9.5 26 15Z", fill: "#6a2c8a", stroke: s.ink, "stroke-width": LINE }],
    ["path", { d: "M19.1 13.2H25.9", stroke: s.gold, "stroke-width": 1 }],
    ["ellipse", { cx: 22.5, cy: 15, rx: 5.4, ry: 1.3, fill: "#6a2c8a", stroke: s.ink, "stroke-width": LINE }],
    fist(s),
  ],
  sword: (s) => [
    ["path", { d: "M22.5 36V11L21.6 12.5V36Z", fill: STEEL, stroke: s.ink, "stroke-width": 0.5 }],
    ["path", { d: "M22.5 36V11.5", stroke: STEEL, "stroke-width": 1.4 }],
    ["path", { d: "M19 36H26", stroke: s.gold, "stroke-width": 1.4, "stroke-linecap": "round" }],
    ["path", { d: "M22.5 36V44", stroke: WOOD, "stroke-width": 1.3 }],
    fist(s),
  ],
  spear: (s) => [
    ...shaft(s, 11),
    ["path", { d: "M22.5 4 24.4 10 22.5 12 20.6 10Z", fill: STEEL, stroke: s.ink, "stroke-width": LINE }],
    fist(s),
  ],
  halberd: (s) => [
    ...shaft(s, 6),
    ["path", { d: "M22.5 9.5 17.5 8.2Q16.4 12 17.5 15.8L22.5 14.5Z", fill: STEEL, stroke: s.ink, "stroke-width": LINE }],
    ["path", { d: "M22.5 6V3M22.5 11.5 26 13", stroke: s.ink, "stroke-width": 1, "stroke-linecap": "round" }],
    fist(s),
  ],
  staff: (s) => [
    ...shaft(s, 11),
    ["circle", { cx: 22.5, cy: 10, r: 1.7, fill: WOOD, stroke: s.ink, "stroke-width": LINE }],
    fist(s),
  ],
  crook: (s) => [
    ["path", { d: "M22.5 47V13Q22.5 8 26 8Q29.5 8 29.5 11.5", stroke: s.ink, "stroke-width": 2, fill: "none", "stroke-linecap": "round" }],
    ["path", { d: "M22.5 47V13Q22.5 8 26 8Q29.5 8 29.5 11.5", stroke: WOOD, "stroke-width": 1.1, fill: "none", "stroke-linecap": "round" }],
    fist(s),
  ],
  // The Swiss flag, red with a white cross.
  banner: (s) => [
    ...shaft(s, 2.5),
    ["path", { d: "M22.5 2.5H31V9.5H22.5Z", fill: "#d52b1e", stroke: s.ink, "stroke-width": 0.5 }],
    ["path", { d: "M26.75 4V8M24.75 6H28.75", stroke: "#ffffff", "stroke-width": 1.2 }],
    fist(s),
  ],
};

// A king's horse, its head raised at the right behind him.
/** @type {Shape[]} */
export const HORSE = [
  ["path", { d: "M41 47.5 43.5 38.5Q46.5 30 52.5 28L54.1 24.5 56.1 27.7Q59 29.5 61.1 36.1Q61.9 39.3 59.3 39.7Q56.9 39.9 55.1 38.1Q52.9 37.9 51.9 42L51.5 47.5Z", fill: "#8a5a2b", stroke: "#2a2a2e", "stroke-width": 0.7, "stroke-linejoin": "round" }],
  ["path", { d: "M52.5 28.3Q46 31 44.3 40", stroke: "#2a2a2e", "stroke-width": 1.8, fill: "none" }],
  ["path", { d: "M54.1 30.1 60.1 36.9M53.9 34.3 57.1 30.7M55 36.5 46 37.5", stroke: "#f2c14e", "stroke-width": 0.7, fill: "none" }],
  ["circle", { cx: 55.9, cy: 31.1, r: 0.7, fill: "#2a2a2e" }],
];
