// Schafkopf's own sentences: the declaring party's target (61 points, a
// Tout's every trick, Sie needing none), the facts of its own scoring items
// (Schneider, Laufende, a Ramsch's loser), its doubles, the money tariff's
// cents, the called ace in a Rufspiel's name, the word that a Ramsch begins
// (nobody bid it) and who lost it. It keeps no round of its own, and its view
// marks nothing beyond the cards.
import { formatList, formatNumber, t } from "../../i18n/i18n.js";
import { aceName } from "../decks/registry.js";
import { partyName, seatName, seatSentence } from "../labels.js";

/** @import { Action, Contract, ItemReason, ResultItem, Target, View } from "../../rpc.js" */

/** @param {Target} target */
export function targetSentence(target) {
  if (target.tricks === "all") return t("explain.target.tout", { tricks: formatNumber(target.tricks_won) });
  if (target.points == null) return t("explain.target.sie");
  return t("explain.target.sk", { need: formatNumber(target.points), got: formatNumber(target.card_points) });
}

/** @returns {string[]} */
export const roundLines = () => [];

// No mark of the table tells a house rule.
/** @returns {string[]} */
export const toldByMarks = () => [];

/** @returns {string[]} */
export const markLines = () => [];

/** @returns {null} */
export const markedCard = () => null;

/** @returns {[]} */
export const seatBadges = () => [];

// No call is forced on a seat.
/** @returns {null} */
export const forcedCall = () => null;

/**
 * The facts behind Schafkopf's own scoring items: the Schneider's line, the
 * Laufende (how many, held by which side, what each is worth) and who took
 * the most card points in a Ramsch. Null for the items every game shares.
 * @param {View} view
 * @param {ResultItem} item
 * @param {ItemReason} reason
 * @param {(value: number) => string} format  a score in the game's unit
 */
export function itemReason(view, item, reason, format) {
  const number = (/** @type {string} */ key) => formatNumber(Number(reason[key] ?? 0));
  const loser = reason.loser ? partyName(String(reason.loser)) : "";
  if (item.name === "schneider") return t("explain.item.schneider", { loser, points: number("card_points"), line: number("line") });
  if (item.name === "laufende") {
    const key = Number(reason.multiplier) > 1 ? "explain.item.laufendeTimes" : "explain.item.laufende";
    return t(key, { count: number("count"), side: partyName(String(reason.held_by)), unit: format(Number(reason.unit)), multiplier: number("multiplier") });
  }
  if (item.name === "ramsch") return t("explain.item.ramsch", { name: seatName(view, Number(item.seat)), points: number("card_points") });
  return null;
}

// No welcome line names a card.
/** @type {Record<string, string>} */
export const cardInLine = {};

// No hint names a card the view singles out.
/** @type {Record<string, string>} */
export const reasonCards = {};

export const callType = "bid";

// A Re answers a Kontra.
export const saidLevels = ["kontra", "re"];

/** @param {string} value  `kontra` or `re` */
export const saidBadge = (value) => t("explain.badge.doubled", { value: t(`double.${value}`) });

/** @param {View} view */
export const countsInCents = (view) => (view.rules?.profile ?? "money") === "money";

/**
 * A Rufspiel is named by its called ace; the other contracts by the common words.
 * @param {string} game
 * @param {Contract} contract
 * @param {() => string} common
 */
export const contractName = (game, contract, common) =>
  (contract.type === "rufspiel" && contract.suit ? t("contract.rufspiel", { card: aceName(game, contract.suit) }) : common());

/**
 * Naming a Rufspiel names its called ace; the other calls have the common words.
 * @param {string} game
 * @param {Action} action
 */
export const actionName = (game, action) =>
  (action.type === "name" && action.contract === "rufspiel" && action.suit ? t("name.rufspiel", { card: aceName(game, action.suit) }) : null);

/**
 * A Ramsch has no winner: the line names who lost it (the most card points,
 * or on equal points the more tricks, or every seat still tied) and what the
 * person pays or receives.
 * @param {View} view
 * @param {(cents: number) => string} amount
 */
export function resultLine(view, amount) {
  const result = view.result;
  const losers = (result?.items ?? []).filter((item) => item.name === "ramsch").map((item) => Number(item.seat));
  if (!result || !losers.length) return null;
  const points = formatNumber(result.card_points?.[String(losers[0])] ?? 0);
  const level = (/** @type {number} */ seat) => result.card_points?.[String(seat)] === result.card_points?.[String(losers[0])];
  const tiedOnPoints = [0, 1, 2, 3].some((seat) => !losers.includes(seat) && level(seat));
  const lost = losers.length > 1
    ? t("result.ramsch.tied", { names: formatList(losers.map((seat) => seatName(view, seat))), points })
    : seatSentence(view, losers[0], tiedOnPoints ? "result.ramsch.tricks" : "result.ramsch.points", { points });
  const mine = result.scores[view.seat];
  const owed = mine < 0 ? t("result.youPay", { amount: amount(-mine) }) : mine > 0 ? t("result.youReceive", { amount: amount(mine) }) : "";
  return [lost, owed].filter(Boolean).join(" — ");
}

// A Ramsch starts when all pass: its goal and trumps are told as its play begins.
/** @param {View} view */
export const startLine = (view) => (view.contract?.type === "ramsch" ? t("explain.start.ramsch") : null);
