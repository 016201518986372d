// Court cards as simple drawn figures, one look per pack: French courts and
// the Doppeldeutsch (Tell pattern) courts as double-ended half figures, the
// Bavarian courts as whole standing figures. Each rank has its own headwear
// (crown, tiara, beret, plumed hat, cap), the Tell pattern's Obers and
// Unters each their own person (tell.js); every figure holds its suit sign:
// the Ober high, the Unter low, as German packs show them.

import { draw, el, placed, turned } from "./svg.js";
import { GREY, HORSE, TELL_CAST, TELL_HEADS, TELL_HELD } from "./tell.js";

/** @import { Shape } from "./svg.js" */

/**
 * The colours of a pack's figures: clothes per rank [main, trim].
 * @typedef {{skin: string, hair: string, ink: string, gold: string, clothes: Record<string, [string, string]>}} FigureStyle
 */

/**
 * What a court card shows: its suit and rank (the pack's), the style, and its suit sign.
 * @typedef {{suit: string, rank: string, style: FigureStyle, sign: Shape[]}} Court
 */

/**
 * How a court figure looks: its headwear, a beard or a moustache (grey when
 * aged), what it carries in its free hand, whether it rides (the Tell
 * pattern's kings), and clothes [main, trim] of its own.
 * @typedef {{wear: string, beard?: boolean, moustache?: boolean, aged?: boolean, holds?: string, rides?: boolean, clothes?: [string, string]}} Look
 */

const LINE = 0.7;

/**
 * @param {FigureStyle} s
 * @param {number} cx
 * @param {number} cy
 */
function face(s, cx, cy) {
  return /** @type {Shape[]} */ ([
    ["circle", { cx, cy, r: 5.5, fill: s.skin, stroke: s.ink, "stroke-width": LINE }],
    ["circle", { cx: cx - 2, cy: cy - 0.6, r: 0.75, fill: s.ink }],
    ["circle", { cx: cx + 2, cy: cy - 0.6, r: 0.75, fill: s.ink }],
    ["path", { d: `M${cx - 1.4} ${cy + 2.6}Q${cx} ${cy + 3.4} ${cx + 1.4} ${cy + 2.6}`, stroke: s.ink, "stroke-width": 0.6, fill: "none" }],
  ]);
}

/**
 * @param {FigureStyle} s
 * @param {number} cx
 * @param {number} cy
 */
const beard = (s, cx, cy) => /** @type {Shape[]} */ ([
  ["path", { d: `M${cx - 5} ${cy + 1}Q${cx - 4} ${cy + 9} ${cx} ${cy + 10}Q${cx + 4} ${cy + 9} ${cx + 5} ${cy + 1}Q${cx} ${cy + 4} ${cx - 5} ${cy + 1}Z`, fill: s.hair, stroke: s.ink, "stroke-width": 0.5 }],
]);

/**
 * @param {FigureStyle} s
 * @param {number} cx
 * @param {number} cy
 */
const moustache = (s, cx, cy) => /** @type {Shape[]} */ ([
  ["path", { d: `M${cx - 3.6} ${cy + 2.4}Q${cx} ${cy + 0.4} ${cx + 3.6} ${cy + 2.4}Q${cx} ${cy + 1.6} ${cx - 3.6} ${cy + 2.4}Z`, fill: s.hair, stroke: s.hair, "stroke-width": 0.8 }],
]);

// Headwear and hair by kind, around a head centred at (cx, cy).
/** @type {Record<string, (s: FigureStyle, cx: number, cy: number, trim: string) => Shape[]>} */
const HEADS = {
  ...TELL_HEADS,
  crown: (s, cx, cy) => [
    ["path", { d: `M${cx - 5.5} ${cy - 1}Q${cx - 6.5} ${cy - 5} ${cx - 5} ${cy - 5}H${cx + 5}Q${cx + 6.5} ${cy - 5} ${cx + 5.5} ${cy - 1}Z`, fill: s.hair }],
    ["path", { d: `M${cx - 6} ${cy - 4}V${cy - 11}L${cx - 3} ${cy - 7.5}L${cx} ${cy - 12.5}L${cx + 3} ${cy - 7.5}L${cx + 6} ${cy - 11}V${cy - 4}Z`, fill: s.gold, stroke: s.ink, "stroke-width": LINE, "stroke-linejoin": "round" }],
    ["circle", { cx, cy: cy - 6, r: 1.1, fill: "#c8102e" }],
  ],
  tiara: (s, cx, cy) => [
    ["path", { d: `M${cx - 6.5} ${cy - 2}Q${cx - 9} ${cy + 8} ${cx - 6} ${cy + 12}H${cx + 6}Q${cx + 9} ${cy + 8} ${cx + 6.5} ${cy - 2}Q${cx} ${cy - 8} ${cx - 6.5} ${cy - 2}Z`, fill: s.hair }],
    ["path", { d: `M${cx - 5} ${cy - 4.5}L${cx - 4} ${cy - 9}L${cx - 1.5} ${cy - 6.5}L${cx} ${cy - 10}L${cx + 1.5} ${cy - 6.5}L${cx + 4} ${cy - 9}L${cx + 5} ${cy - 4.5}Z`, fill: s.gold, stroke: s.ink, "stroke-width": LINE, "stroke-linejoin": "round" }],
  ],
  beret: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 5} ${cy - 2}Q${cx - 6} ${cy + 3} ${cx - 5} ${cy + 4}M${cx + 5} ${cy - 2}Q${cx + 6} ${cy + 3} ${cx + 5} ${cy + 4}`, stroke: s.hair, "stroke-width": 2.2, fill: "none" }],
    ["path", { d: `M${cx + 3} ${cy - 7}Q${cx + 10} ${cy - 15} ${cx + 12} ${cy - 9}Q${cx + 8} ${cy - 11} ${cx + 4} ${cy - 6}Z`, fill: "#ffffff", stroke: s.ink, "stroke-width": 0.5 }],
    ["ellipse", { cx, cy: cy - 5, rx: 7.2, ry: 3, fill: trim, stroke: s.ink, "stroke-width": LINE }],
  ],
  plumed: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 5.5} ${cy - 4}L${cx - 3} ${cy - 13}H${cx + 3}L${cx + 5.5} ${cy - 4}Z`, fill: trim, stroke: s.ink, "stroke-width": LINE, "stroke-linejoin": "round" }],
    ["path", { d: `M${cx - 3} ${cy - 7}H${cx + 3.8}`, stroke: s.gold, "stroke-width": 1.4 }],
    ["path", { d: `M${cx + 2} ${cy - 11}Q${cx + 9} ${cy - 17} ${cx + 11} ${cy - 8}Q${cx + 7} ${cy - 13} ${cx + 3} ${cy - 9}Z`, fill: "#ffffff", stroke: s.ink, "stroke-width": 0.5 }],
    ["ellipse", { cx, cy: cy - 4, rx: 8.5, ry: 1.8, fill: trim, stroke: s.ink, "stroke-width": LINE }],
  ],
  hat: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 5} ${cy - 4}Q${cx - 5} ${cy - 11} ${cx} ${cy - 11}Q${cx + 5} ${cy - 11} ${cx + 5} ${cy - 4}Z`, fill: trim, stroke: s.ink, "stroke-width": LINE }],
    ["path", { d: `M${cx + 3} ${cy - 9}Q${cx + 9} ${cy - 16} ${cx + 12} ${cy - 11}Q${cx + 7} ${cy - 12} ${cx + 4} ${cy - 7}Z`, fill: s.gold, stroke: s.ink, "stroke-width": 0.5 }],
    ["ellipse", { cx, cy: cy - 4, rx: 9, ry: 2, fill: trim, stroke: s.ink, "stroke-width": LINE }],
  ],
  cap: (s, cx, cy, trim) => [
    ["path", { d: `M${cx - 5.4} ${cy - 1}Q${cx - 6} ${cy + 3} ${cx - 4.6} ${cy + 4}`, stroke: s.hair, "stroke-width": 2, fill: "none" }],
    ["path", { d: `M${cx - 4} ${cy - 6}Q${cx - 10} ${cy - 11} ${cx - 12} ${cy - 6}Q${cx - 8} ${cy - 8} ${cx - 5} ${cy - 4}Z`, fill: "#ffffff", stroke: s.ink, "stroke-width": 0.5 }],
    ["path", { d: `M${cx - 7.5} ${cy - 3}Q${cx - 6} ${cy - 10} ${cx + 1} ${cy - 9.5}Q${cx + 8} ${cy - 9} ${cx + 8.5} ${cy - 4.5}Q${cx} ${cy - 5.5} ${cx - 7.5} ${cy - 3}Z`, fill: trim, stroke: s.ink, "stroke-width": LINE }],
  ],
};

// The look of each rank, and in the Tell pattern of each card ("EO" is the
// Acorns Ober): the cast of Schiller's play, each with the thing it carries.
/** @type {Record<string, Record<string, Look>>} */
const LOOKS = {
  french: { K: { wear: "crown", beard: true, holds: "sceptre" }, Q: { wear: "tiara" }, J: { wear: "beret" } },
  bavarian: { K: { wear: "crown", beard: true }, O: { wear: "hat", moustache: true }, U: { wear: "cap" } },
  tell: { K: { wear: "crown", beard: true, rides: true }, ...TELL_CAST },
};

/**
 * @param {string} pattern
 * @param {Court} court
 */
const lookOf = (pattern, { suit, rank }) => LOOKS[pattern][suit + rank] ?? LOOKS[pattern][rank];

/**
 * @param {Look} look
 * @param {FigureStyle} style
 * @param {string} trim
 * @param {number} cx
 * @param {number} cy
 */
function head(look, style, trim, cx, cy) {
  const s = look.aged ? { ...style, hair: GREY } : style;
  const tiara = look.wear === "tiara" ? HEADS.tiara(s, cx, cy, "") : [];
  return draw([
    ...tiara.slice(0, 1),
    ...face(s, cx, cy),
    ...(look.beard ? beard(s, cx, cy) : []),
    ...(look.moustache ? moustache(s, cx, cy) : []),
    ...(look.wear === "tiara" ? tiara.slice(1) : HEADS[look.wear](s, cx, cy, trim)),
  ]);
}

/**
 * @param {FigureStyle} s
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 */
const sceptre = (s, x1, y1, x2, y2) => /** @type {Shape[]} */ ([
  ["path", { d: `M${x1} ${y1}L${x2} ${y2}`, stroke: s.ink, "stroke-width": 2.2, "stroke-linecap": "round" }],
  ["path", { d: `M${x1} ${y1}L${x2} ${y2}`, stroke: s.gold, "stroke-width": 1.2, "stroke-linecap": "round" }],
  ["circle", { cx: x2, cy: y2, r: 2, fill: s.gold, stroke: s.ink, "stroke-width": LINE }],
]);

// What a bust carries in its free hand, beside its body.
/** @type {Record<string, (s: FigureStyle) => Shape[]>} */
const HELD = { sceptre: (s) => sceptre(s, 22, 47, 22.5, 29), ...TELL_HELD };

// The upper half of a double-ended court: a bust holding its sign, up
// beside the head, or for an Unter low before the chest; a Tell king rides.
/**
 * @param {string} pattern
 * @param {Court} court
 */
function bust(pattern, court) {
  const { rank, style: s } = court;
  const look = lookOf(pattern, court);
  const [main, trim] = look.clothes ?? s.clothes[rank];
  const low = rank === "U";
  const [hx, hy] = low ? [40.5, 41] : [45, 21];
  const arm = low ? `M44 37Q43 41 ${hx} ${hy}` : `M43.5 35Q46 30 ${hx} ${hy}`;
  return [
    ...(look.rides ? draw(HORSE) : []),
    el("path", { d: "M18 47.5V40Q18 33.5 26.5 31.5H37.5Q46 33.5 46 40V47.5Z", fill: main, stroke: s.ink, "stroke-width": LINE }),
    el("path", { d: "M26 31.8 32 39.5 38 31.8", fill: "none", stroke: trim, "stroke-width": 2.4 }),
    el("path", { d: "M32 39.5V47.5M18.4 44H45.6", stroke: trim, "stroke-width": 1.6 }),
    ...head(look, s, trim, 32, 23),
    ...(look.holds ? draw(HELD[look.holds](s)) : []),
    el("path", { d: arm, stroke: s.ink, "stroke-width": 4.2, "stroke-linecap": "round", fill: "none" }),
    el("path", { d: arm, stroke: main, "stroke-width": 2.8, "stroke-linecap": "round", fill: "none" }),
    el("circle", { cx: hx, cy: hy, r: 1.8, fill: s.skin, stroke: s.ink, "stroke-width": 0.5 }),
    low ? placed(court.sign, 35, 33.5, 10) : placed(court.sign, 40, 7.5, 11),
  ];
}

// A double-ended court: the bust and the same bust upside down, split by a line.
/**
 * @param {string} pattern
 * @param {Court} court
 */
export function doubleFigure(pattern, court) {
  const half = () => bust(pattern, court);
  return el("g", {}, [
    ...half(),
    turned(half()),
    el("path", { d: "M16 48H48", stroke: court.style.ink, "stroke-width": 0.8 }),
  ]);
}

// A whole standing figure, as the Bavarian pack draws its courts.
/** @param {Court} court */
export function standingFigure(court) {
  const { rank, style: s } = court;
  const [main, trim] = s.clothes[rank];
  const legs = rank === "K"
    ? [el("path", { d: "M22 31Q32 26 42 31L47 86H17Z", fill: main, stroke: s.ink, "stroke-width": LINE }),
      el("path", { d: "M21 31Q32 39 43 31L44 37Q32 45 20 37Z", fill: "#ffffff", stroke: s.ink, "stroke-width": LINE }),
      ...draw([[-5, 40], [0, 42], [5, 40]].map(([dx, y]) => ["circle", { cx: 32 + dx, cy: y - 2, r: 0.8, fill: s.ink }])),
      el("path", { d: "M32 45V86", stroke: trim, "stroke-width": 2 })]
    : [el("path", { d: "M25.5 68V84M38.5 68V84", stroke: trim, "stroke-width": 4.2 }),
      el("path", { d: "M21 86H29M35 86H43", stroke: s.ink, "stroke-width": 2.6, "stroke-linecap": "round" }),
      el("path", { d: "M23 31Q32 27 41 31L43 62H21Z", fill: main, stroke: s.ink, "stroke-width": LINE }),
      el("path", { d: "M21 62H43L42 70H22Z", fill: trim, stroke: s.ink, "stroke-width": LINE }),
      el("path", { d: "M21.5 55H42.5", stroke: s.gold, "stroke-width": 2 })];
  const arm = rank === "U"
    ? el("path", { d: "M23 33Q17 46 16 62", stroke: main, "stroke-width": 3.2, "stroke-linecap": "round", fill: "none" })
    : el("path", { d: "M41 33Q46 26 46 19", stroke: main, "stroke-width": 3.2, "stroke-linecap": "round", fill: "none" });
  return el("g", {}, [
    ...legs,
    arm,
    ...(rank === "K" ? draw(sceptre(s, 20, 60, 18, 36)) : []),
    ...head(lookOf("bavarian", court), s, trim, 32, 20),
    rank === "U" ? placed(court.sign, 9, 60, 13) : placed(court.sign, 39, 5, 13),
  ]);
}
