// Card faces drawn as SVG in the active pack (decks/registry.js): an index
// in two corners (rank and suit sign, legible on a phone), then pips for the
// number cards, one big sign for the ace, the decorated Daus of the German
// packs, or a drawn figure for a court card. Colours are the pack's own.
import { has, t } from "../i18n/i18n.js";
import { dausFace } from "./decks/daus.js";
import { doubleFigure, standingFigure } from "./decks/figures.js";
import { activeDeck, deckCard } from "./decks/registry.js";
import { suitSign } from "./decks/suits.js";
import { el, placed, turned } from "./decks/svg.js";

/** @import { Deck } from "./decks/registry.js" */
/** @import { Shape } from "./decks/svg.js" */

// Pip centres of the number cards (x, y); those below the middle stand upside down.
/** @type {Record<string, [number, number][]>} */
const PIPS = {
  10: [[25.5, 21], [38.5, 21], [25.5, 34.5], [38.5, 34.5], [25.5, 48], [38.5, 48], [25.5, 61.5], [38.5, 61.5], [25.5, 75], [38.5, 75]],
  9: [[25, 18], [39, 18], [25, 36], [39, 36], [32, 48], [25, 60], [39, 60], [25, 78], [39, 78]],
  8: [[25, 18], [39, 18], [25, 38], [39, 38], [25, 58], [39, 58], [25, 78], [39, 78]],
  7: [[25, 18], [39, 18], [32, 33], [25, 48], [39, 48], [25, 78], [39, 78]],
};
const PIP_SIZE = 10.5;
const COURTS = new Set(["K", "Q", "J", "O", "U"]);

// The index of a court or an ace in the language's letters where the pack's
// words have them (`index.french.Q`: "D" for Dame); else the rank as it is.
/**
 * @param {Deck} deck
 * @param {string} rank
 */
function indexText(deck, rank) {
  const key = `index.${deck.words}.${rank}`;
  return has(key) ? t(key) : rank;
}

/**
 * @param {Deck} deck
 * @param {Shape[]} sign
 * @param {string} rank
 */
function corner(deck, sign, rank) {
  /** @type {Record<string, string | number>} a two-figure rank ("10") squeezed to clear the pips */
  const narrow = rank.length > 1 ? { textLength: 15, lengthAdjust: "spacingAndGlyphs" } : {};
  const label = el("text", { x: 12, y: 18, "text-anchor": "middle", class: "card-index", ...narrow });
  label.textContent = indexText(deck, rank);
  return el("g", {}, [label, placed(sign, 4.5, 22, 15)]);
}

/**
 * @param {Shape[]} sign
 * @param {string} rank
 */
function pips(sign, rank) {
  return PIPS[rank].map(([x, y]) => {
    const pip = placed(sign, x - PIP_SIZE / 2, y - PIP_SIZE / 2, PIP_SIZE);
    return y > 48 ? el("g", { transform: `rotate(180 ${x} ${y})` }, [pip]) : pip;
  });
}

/**
 * @param {Deck} deck
 * @param {Shape[]} sign
 * @param {string} suit
 * @param {string} rank
 */
function centre(deck, sign, suit, rank) {
  if (COURTS.has(rank)) {
    const court = { suit, rank, style: deck.figures, sign };
    return deck.courts === "bavarian" ? standingFigure(court) : doubleFigure(deck.courts, court);
  }
  if (rank === "A") return deck.signs === "german" ? dausFace(sign, deck.seasons?.[suit]) : placed(sign, 18, 34, 28);
  return el("g", {}, pips(sign, rank));
}

// Each face's first corner gets an id of its own; the turned corner repeats it
// by reference, so the face's text holds its index once and a card's name can
// contain all of its visible text.
let corners = 0;

// The face of `card` as an <svg> (decorative: the element around it carries the label).
/**
 * @param {string} game
 * @param {string} card
 */
export function cardFace(game, card) {
  const deck = activeDeck(game);
  const { suit, rank } = deckCard(deck, card);
  const colours = deck.colours[suit];
  const sign = suitSign(deck.signs, suit, colours);
  const index = corner(deck, sign, rank);
  index.id = `card-corner-${(corners += 1)}`;
  return el(
    "svg",
    { viewBox: "0 0 64 96", "aria-hidden": "true", focusable: "false", class: "card-svg", color: colours.ink, "data-deck": deck.id },
    [
      el("rect", { x: 0.5, y: 0.5, width: 63, height: 95, rx: 5, class: "card-paper" }),
      index,
      turned([el("use", { href: `#${index.id}` })]),
      centre(deck, sign, suit, rank),
    ],
  );
}
