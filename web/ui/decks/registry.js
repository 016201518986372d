// The card packs: which game each serves, how the engine's cards map onto
// its signs and ranks, its colours, its court figures and the words for its
// cards, and for the games named after them (a Rufspiel's ace, a solo). The person's choice (the `deck` setting) applies to its own game;
// a pack of the other game falls back to the game's default pack.

import { t } from "../../i18n/i18n.js";

/** @import { SuitColours } from "./suits.js" */
/** @import { FigureStyle } from "./figures.js" */

/**
 * @typedef {object} Deck
 * @property {string} id
 * @property {string} game
 * @property {"french" | "german"} signs
 * @property {Record<string, string>} suits  the engine's suit -> the pack's sign
 * @property {Record<string, string>} ranks  the engine's rank -> the pack's rank
 * @property {Record<string, SuitColours>} colours  by the pack's sign
 * @property {"french" | "bavarian" | "tell"} courts
 * @property {FigureStyle} figures
 * @property {"french" | "bavarian" | "german"} words
 * @property {Record<string, string>} [seasons]  the pack's sign -> the season its Daus shows
 * @property {Record<string, string>} [pictures]  the pack's card ("EO") -> the catalog key of whom or what it shows
 */

const BLACK = { ink: "#1d1d1f", fill: "#1d1d1f" };
const RED = { ink: "#c8102e", fill: "#c8102e" };

/** @type {Record<string, SuitColours>} */
const BAVARIAN_COLOURS = {
  E: { ink: "#5c3508", fill: "#b8782f", second: "#5c3a12", third: "#4f7a28" },
  G: { ink: "#1b5e20", fill: "#3a9a3f" },
  H: { ink: "#a50d24", fill: "#d8202f" },
  S: { ink: "#b34a00", fill: "#f5b800", second: "#d8202f" },
};

/** @type {Record<string, SuitColours>} */
const TELL_COLOURS = {
  E: { ink: "#5c3508", fill: "#d3a03c", second: "#7a4a16", third: "#3f7d20" },
  G: { ink: "#2f6b12", fill: "#5aa82e" },
  H: { ink: "#b0101f", fill: "#e52530" },
  S: { ink: "#b34a00", fill: "#ffcc1a", second: "#1f4e9c" },
};

const PEOPLE = { skin: "#f3d2b3", hair: "#6b4423", ink: "#2a2a2e", gold: "#f2c14e" };

/** @type {FigureStyle} */
const FRENCH_FIGURES = { ...PEOPLE, clothes: { K: ["#c8102e", "#f2c14e"], Q: ["#1f4e9c", "#f2c14e"], J: ["#2e7d32", "#c8102e"] } };
/** @type {FigureStyle} */
const BAVARIAN_FIGURES = { ...PEOPLE, clothes: { K: ["#b3202a", "#f2c14e"], O: ["#1f4e9c", "#b3202a"], U: ["#2e7d32", "#d9a21b"] } };
/** @type {FigureStyle} */
const TELL_FIGURES = { ...PEOPLE, hair: "#3d2a17", clothes: { K: ["#6a2c8a", "#f2c14e"], O: ["#b3202a", "#2e7d32"], U: ["#2e7d32", "#b3202a"] } };

const SAME = (/** @type {string[]} */ codes) => Object.fromEntries(codes.map((code) => [code, code]));
const FRENCH_SUITS = SAME(["C", "S", "H", "D"]);
const FRENCH_RANKS = SAME(["A", "10", "K", "Q", "J", "9"]);
const GERMAN_SUITS = SAME(["E", "G", "H", "S"]);
const GERMAN_RANKS = SAME(["A", "10", "K", "O", "U", "9", "8", "7"]);

// The Tell pattern shows a season on each Daus and names the people of
// Schiller's play on its Obers and Unters.
const TELL_SEASONS = { H: "spring", S: "summer", G: "autumn", E: "winter" };
const TELL_PICTURES = Object.fromEntries(Object.entries(TELL_SEASONS).flatMap(([suit, season]) => [
  [`${suit}A`, `pack.season.${season}`], [`${suit}O`, `pack.tell.${suit}O`], [`${suit}U`, `pack.tell.${suit}U`]]));

/** @type {Deck[]} */
export const DECKS = [
  { id: "french", game: "doppelkopf", signs: "french", suits: FRENCH_SUITS, ranks: FRENCH_RANKS,
    colours: { C: BLACK, S: BLACK, H: RED, D: RED }, courts: "french", figures: FRENCH_FIGURES, words: "french" },
  { id: "french4", game: "doppelkopf", signs: "french", suits: FRENCH_SUITS, ranks: FRENCH_RANKS,
    colours: { C: BLACK, S: { ink: "#1b6b30", fill: "#1e7a34" }, H: RED, D: { ink: "#b84700", fill: "#e06c00" } },
    courts: "french", figures: FRENCH_FIGURES, words: "french" },
  { id: "german", game: "doppelkopf", signs: "german", suits: { C: "E", S: "G", H: "H", D: "S" },
    ranks: { ...FRENCH_RANKS, Q: "O", J: "U" }, colours: BAVARIAN_COLOURS, courts: "bavarian",
    figures: BAVARIAN_FIGURES, words: "german" },
  { id: "bavarian", game: "schafkopf", signs: "german", suits: GERMAN_SUITS, ranks: GERMAN_RANKS,
    colours: BAVARIAN_COLOURS, courts: "bavarian", figures: BAVARIAN_FIGURES, words: "bavarian" },
  { id: "doppeldeutsch", game: "schafkopf", signs: "german", suits: GERMAN_SUITS, ranks: GERMAN_RANKS,
    colours: TELL_COLOURS, courts: "tell", figures: TELL_FIGURES, words: "german",
    seasons: TELL_SEASONS, pictures: TELL_PICTURES },
];

/** @type {Record<string, string>} */
export const DEFAULT_DECK = { doppelkopf: "french", schafkopf: "bavarian" };

let choice = "";

// The `deck` setting; the faces and the card names follow it from now on.
/** @param {string | undefined} deck */
export function chooseDeck(deck) {
  choice = deck ?? "";
}

/** @param {string} game */
export function decksOf(game) {
  return DECKS.filter((deck) => deck.game === game);
}

/** @param {string} game */
export function activeDeck(game) {
  const wanted = choice || DEFAULT_DECK[game];
  return DECKS.find((deck) => deck.id === wanted && deck.game === game)
    ?? /** @type {Deck} */ (DECKS.find((deck) => deck.id === DEFAULT_DECK[game]));
}

/**
 * The pack's sign and rank of an engine card.
 * @param {Deck} deck
 * @param {string} card
 */
export function deckCard(deck, card) {
  return { suit: deck.suits[card[0]], rank: deck.ranks[card.slice(1)] };
}

// The catalog keys of the words for a pack's ranks and signs; the German
// packs other than the Bavarian call the ace Daus and the leaves Laub.
/** @type {Record<string, {rank: (rank: string) => string, suit: (suit: string) => string}>} */
const WORDS = {
  french: { rank: (rank) => `rank.doppelkopf.${rank}`, suit: (suit) => `suit.doppelkopf.${suit}` },
  bavarian: { rank: (rank) => `rank.schafkopf.${rank}`, suit: (suit) => `suit.schafkopf.${suit}` },
  german: {
    rank: (rank) => (rank === "A" ? "pack.daus" : `rank.schafkopf.${rank}`),
    suit: (suit) => (suit === "G" ? "pack.laub" : `suit.schafkopf.${suit}`),
  },
};

/**
 * The name of an engine suit in the active pack of `game` ("Acorns" for
 * Clubs in the German pack), in the active language.
 * @param {string} game
 * @param {string} suit
 */
export function suitWord(game, suit) {
  const deck = activeDeck(game);
  return t(WORDS[deck.words].suit(deck.suits[suit]));
}

/**
 * The name of an engine card in the active pack of `game`, in the active language.
 * @param {string} game
 * @param {string} card
 */
export function cardName(game, card) {
  const deck = activeDeck(game);
  const rank = deck.ranks[card.slice(1)];
  return t("card.label", { rank: t(WORDS[deck.words].rank(rank)), suit: suitWord(game, card[0]) });
}

/**
 * Whom or what the face of an engine card shows in the active pack, where
 * the pack names it ("Wilhelm Tell" on the Tell pattern's Eichel-Ober, the
 * season on its Daus), in the active language; otherwise "".
 * @param {string} game
 * @param {string} card
 */
export function cardPicture(game, card) {
  const deck = activeDeck(game);
  const { suit, rank } = deckCard(deck, card);
  const key = deck.pictures?.[suit + rank];
  return key ? t(key) : "";
}

/**
 * The name of the ace of an engine suit in the active pack: what a Rufspiel
 * calls ("Eichel-Sau", "Eichel-Daus").
 * @param {string} game
 * @param {string} suit
 */
export function aceName(game, suit) {
  return cardName(game, `${suit}A`);
}

// The engine's Doppelkopf solos named after a suit or a court card.
/** @type {Record<string, string>} */
const SOLO_SUITS = { diamonds: "D", clubs: "C", spades: "S", hearts: "H" };
/** @type {Record<string, string>} */
const SOLO_RANKS = { queens: "Q", jacks: "J" };

/**
 * The name of an engine Doppelkopf solo in the words of the active pack
 * ("Herz-Solo", "Schellen-Solo", "Obersolo" in the German pack).
 * @param {string} solo
 */
export function soloName(solo) {
  if (solo in SOLO_SUITS) return t("name.solo", { suit: suitWord("doppelkopf", SOLO_SUITS[solo]) });
  if (solo in SOLO_RANKS) return t("solo.ranks", { ranks: t(`ranks.${activeDeck("doppelkopf").ranks[SOLO_RANKS[solo]]}`) });
  return t(`solo.${solo}`);
}
