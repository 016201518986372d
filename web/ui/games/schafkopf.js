// Schafkopf's own sentences: the declaring party's target (61 points, a
// Tout's every trick, Sie needing none), its doubles, the money tariff's
// cents, the called ace in a Rufspiel's name, the word that a Ramsch begins
// (nobody bid it) and who lost it. It keeps no round of its own.
import { formatList, formatNumber, t } from "../../i18n/i18n.js";
import { aceName } from "../decks/registry.js";
import { seatName, seatSentence } from "../labels.js";

/** @import { Contract, Target, View } from "../../rpc.js" */

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

export const callType = "bid";

/** @param {string} value  `kontra` or `re` */
export const saidBadge = (value) => t("explain.badge.doubled", { value: t(`double.${value}`) });

/** @param {View} view */
export const countsInCents = (view) => (view.rules?.profile ?? "money") === "money";

/**
 * A Rufspiel is named by its called ace; the other contracts by the common words.
 * @param {string} game
 * @param {Contract} contract
 */
export const contractName = (game, contract) =>
  (contract.type === "rufspiel" && contract.suit ? t("contract.rufspiel", { card: aceName(game, contract.suit) }) : null);

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
