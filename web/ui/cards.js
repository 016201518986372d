// Card faces drawn as SVG: French suits for Doppelkopf, Bavarian suits for
// Schafkopf. Colours come from the theme through currentColor.
import { t } from "../i18n/i18n.js";
import { cardParts } from "./labels.js";

/** @typedef {[tag: string, attributes: Record<string, string | number>]} Shape */

const NS = "http://www.w3.org/2000/svg";
const SHADE = "rgb(0 0 0 / 0.35)";
const HEART = "M12 21.5C9 18.8 2 13.9 2 8.3A5 5 0 0 1 12 6.2A5 5 0 0 1 22 8.3C22 13.9 15 18.8 12 21.5Z";

// Each suit is a list of [tag, attributes] in a 24×24 box.
/** @type {Record<string, Record<string, Shape[]>>} */
const SUITS = {
  doppelkopf: {
    C: [
      ["circle", { cx: 12, cy: 6.8, r: 4.6 }],
      ["circle", { cx: 6.6, cy: 13.2, r: 4.6 }],
      ["circle", { cx: 17.4, cy: 13.2, r: 4.6 }],
      ["path", { d: "M10.6 12 9 22.5H15L13.4 12Z" }],
    ],
    S: [["path", { d: "M12 1.5C9 5.5 2.5 9.5 2.5 14A4.6 4.6 0 0 0 10.8 16.6L9.2 22.5H14.8L13.2 16.6A4.6 4.6 0 0 0 21.5 14C21.5 9.5 15 5.5 12 1.5Z" }]],
    H: [["path", { d: HEART }]],
    D: [["path", { d: "M12 1.5 20.5 12 12 22.5 3.5 12Z" }]],
  },
  schafkopf: {
    E: [
      ["rect", { x: 11.2, y: 1.5, width: 1.6, height: 4 }],
      ["ellipse", { cx: 12, cy: 15.2, rx: 5.6, ry: 6.8 }],
      ["path", { d: "M4.8 12.2Q12 1.8 19.2 12.2Z" }],
      ["path", { d: "M4.8 12.2Q12 1.8 19.2 12.2Z", fill: SHADE }],
    ],
    G: [
      ["path", { d: "M12 1.5C20 7 20.5 15 12 21C3.5 15 4 7 12 1.5Z" }],
      ["path", { d: "M12 4.5V23", stroke: "currentColor", "stroke-width": 1.6, fill: "none" }],
      ["path", { d: "M12 5V19", stroke: "white", "stroke-width": 1, fill: "none" }],
    ],
    H: [["path", { d: HEART }]],
    S: [
      ["circle", { cx: 12, cy: 4, r: 1.8 }],
      ["circle", { cx: 12, cy: 13.5, r: 8.5 }],
      ["rect", { x: 3.6, y: 11, width: 16.8, height: 2.6, fill: SHADE }],
      ["path", { d: "M12 16.5V21.8", stroke: SHADE, "stroke-width": 1.8, fill: "none" }],
    ],
  },
};

const FACES = new Set(["K", "Q", "J", "O", "U"]);

/**
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @param {Node[]} [children]
 */
function el(tag, attrs = {}, children = []) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/**
 * @param {string} game
 * @param {string} suit
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
function pip(game, suit, x, y, size) {
  const scale = size / 24;
  const shapes = SUITS[game][suit].map(([tag, attrs]) => el(tag, { fill: "currentColor", ...attrs }));
  return el("g", { transform: `translate(${x} ${y}) scale(${scale})` }, shapes);
}

/**
 * @param {string} game
 * @param {string} rank
 */
function indexText(game, rank) {
  const key = `index.${game}.${rank}`;
  const text = t(key);
  return text === key ? rank : text;
}

/**
 * @param {string} game
 * @param {string} suit
 * @param {string} rank
 */
function corner(game, suit, rank) {
  const label = el("text", { x: 12, y: 18, "text-anchor": "middle", class: "card-index" });
  label.textContent = indexText(game, rank);
  return el("g", {}, [label, pip(game, suit, 4.5, 22, 15)]);
}

// The face of `card` as an <svg> (decorative: the element around it carries the label).
/**
 * @param {string} game
 * @param {string} card
 */
export function cardFace(game, card) {
  const { suit, rank } = cardParts(card);
  const centre = FACES.has(rank)
    ? [
        el("rect", { x: 17, y: 20, width: 30, height: 56, rx: 3, fill: "none", stroke: "currentColor", "stroke-width": 1.2 }),
        Object.assign(el("text", { x: 32, y: 54, "text-anchor": "middle", class: "card-face-letter" }), {
          textContent: indexText(game, rank),
        }),
        pip(game, suit, 25, 58, 14),
        pip(game, suit, 25, 24, 14),
      ]
    : [pip(game, suit, 18, 34, 28)];
  return el(
    "svg",
    { viewBox: "0 0 64 96", "aria-hidden": "true", focusable: "false", class: "card-svg" },
    [
      el("rect", { x: 0.5, y: 0.5, width: 63, height: 95, rx: 5, class: "card-paper" }),
      corner(game, suit, rank),
      el("g", { transform: "rotate(180 32 48)" }, [corner(game, suit, rank)]),
      ...centre,
    ],
  );
}
