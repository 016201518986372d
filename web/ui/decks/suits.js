// Suit signs in a 24×24 box, each in its pack's colours: French signs (one
// colour each), German signs drawn with an outline and two or three colours.
// Acorns and Bells differ in shape (a tall nut under a cup against a round
// bell with a band and a slit) and in colour (brown against gold and red).

/** @import { Shape } from "./svg.js" */

/**
 * The colours of a suit: `ink` for the index and the outline, `fill` for the
 * sign, `second` and `third` for its details (cup, band, leaf).
 * @typedef {{ink: string, fill: string, second?: string, third?: string}} SuitColours
 */

const HEART = "M12 21.5C9 18.8 2 13.9 2 8.3A5 5 0 0 1 12 6.2A5 5 0 0 1 22 8.3C22 13.9 15 18.8 12 21.5Z";
const SHINE = { fill: "none", stroke: "#ffffff", "stroke-opacity": 0.55, "stroke-width": 1.2, "stroke-linecap": "round" };

/** @type {Record<string, (fill: string) => Shape[]>} */
const FRENCH = {
  C: (fill) => [
    ["circle", { cx: 12, cy: 6.8, r: 4.6, fill }],
    ["circle", { cx: 6.6, cy: 13.2, r: 4.6, fill }],
    ["circle", { cx: 17.4, cy: 13.2, r: 4.6, fill }],
    ["path", { d: "M10.6 12 9 22.5H15L13.4 12Z", fill }],
  ],
  S: (fill) => [["path", { fill, d: "M12 1.5C9 5.5 2.5 9.5 2.5 14A4.6 4.6 0 0 0 10.8 16.6L9.2 22.5H14.8L13.2 16.6A4.6 4.6 0 0 0 21.5 14C21.5 9.5 15 5.5 12 1.5Z" }]],
  H: (fill) => [["path", { d: HEART, fill }]],
  D: (fill) => [["path", { d: "M12 1.5 20.5 12 12 22.5 3.5 12Z", fill }]],
};

/** @param {SuitColours} c */
const outline = (c) => ({ stroke: c.ink, "stroke-width": 0.9, "stroke-linejoin": "round" });

/** @type {Record<string, (c: SuitColours) => Shape[]>} */
const GERMAN = {
  E: (c) => [
    ["path", { d: "M12 1.2V6", stroke: c.ink, "stroke-width": 1.8, "stroke-linecap": "round" }],
    ["path", { d: "M12.6 4.4C15 1.4 19.5 1 22.6 2.6C21 5.8 16.4 7 12.6 4.4Z", fill: c.third ?? c.second ?? c.ink, ...outline(c), "stroke-width": 0.6 }],
    ["ellipse", { cx: 12, cy: 15.6, rx: 5.4, ry: 6.9, fill: c.fill, ...outline(c) }],
    ["path", { ...SHINE, d: "M9.4 14.5Q9.4 18.5 11.2 20.4" }],
    ["path", { d: "M5.4 12.6C5.4 7.6 8.2 5.2 12 5.2S18.6 7.6 18.6 12.6Z", fill: c.second ?? c.ink, ...outline(c) }],
    ["path", { d: "M7 9.4H17M6 11.2H18M9.5 7.2V12.6M12 5.4V12.6M14.5 7.2V12.6", stroke: c.ink, "stroke-width": 0.55, fill: "none" }],
  ],
  G: (c) => [
    ["path", { d: "M12 23V17", stroke: c.ink, "stroke-width": 1.6, "stroke-linecap": "round" }],
    ["path", { d: "M12 1.2C20.5 6.5 21 14.5 12 19.5C3 14.5 3.5 6.5 12 1.2Z", fill: c.fill, ...outline(c) }],
    ["path", { d: "M12 4V18M12 8.5 8.2 6.4M12 8.5 15.8 6.4M12 12.5 7.4 10.2M12 12.5 16.6 10.2", ...SHINE, "stroke-width": 0.9 }],
  ],
  H: (c) => [
    ["path", { d: HEART, fill: c.fill, ...outline(c) }],
    ["path", { ...SHINE, d: "M6.2 7.6Q7.4 5.8 9.2 6.4" }],
  ],
  S: (c) => [
    ["circle", { cx: 12, cy: 3.4, r: 1.9, fill: "none", stroke: c.ink, "stroke-width": 1.2 }],
    ["circle", { cx: 12, cy: 13.4, r: 8.3, fill: c.fill, ...outline(c) }],
    ["path", { d: "M3.8 11.9H20.2V14.9H3.8Z", fill: c.second ?? c.ink }],
    ["circle", { cx: 12, cy: 13.4, r: 8.3, fill: "none", ...outline(c) }],
    ["circle", { cx: 12, cy: 17.6, r: 1.4, fill: c.ink }],
    ["path", { d: "M12 18V21.6", stroke: c.ink, "stroke-width": 1.4 }],
    ["path", { ...SHINE, d: "M7.2 9.4Q8.4 7.4 10.6 6.8" }],
  ],
};

/**
 * @param {"french" | "german"} signs
 * @param {string} suit
 * @param {SuitColours} colours
 * @returns {Shape[]}
 */
export function suitSign(signs, suit, colours) {
  return signs === "french" ? FRENCH[suit](colours.fill) : GERMAN[suit](colours);
}
