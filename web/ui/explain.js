// The engine's explanations in words: why a finished deal scored as it did
// (each party's target, the facts behind each item, the soloist's score) and
// what makes the table special now (the round, house rules, the game's own
// marks). The engine decides all of it; this module only chooses the
// sentence for each of its fields, and each game's own sentences are in
// games/<game>.js.
import { formatList, formatNumber, t } from "../i18n/i18n.js";
import { wordsOf } from "./games/index.js";
import { valueLabel } from "./houserules.js";
import { partyName, seatName } from "./labels.js";
import { houseRules } from "./vocabulary.js";

/** @import { ItemReason, ResultItem, Session, Target, View } from "../rpc.js" */

/** @typedef {(value: number) => string} Format  a score in the game's unit */

// Each party's target and whether it was reached, the winner's first.
/**
 * @param {View} view  a view with an explanation
 * @returns {{text: string, met: boolean}[]}
 */
export function targetLines(view) {
  const explanation = view.explanation;
  if (!explanation) return [];
  const targets = explanation.targets ?? (explanation.target ? [explanation.target] : []);
  const sentence = (/** @type {Target} */ target) => wordsOf(view.game).targetSentence(target, targets);
  const ordered = [...targets.filter((target) => target.met), ...targets.filter((target) => !target.met)];
  return ordered.map((target) => ({
    text: `${sentence(target)} ${t(target.met ? "explain.met" : "explain.missed")}`,
    met: target.met,
  }));
}

// The facts behind one scoring item, in words ("" when there is nothing to
// add): the game's own items in its module's words, then those every game
// shares (Schwarz, a contract's base, doubles, an announcement).
/**
 * @param {View} view
 * @param {ResultItem} item
 * @param {ItemReason | undefined} reason
 * @param {Format} format
 */
export function itemReason(view, item, reason, format) {
  if (!reason) return "";
  const own = wordsOf(view.game).itemReason(view, item, reason, format);
  if (own != null) return own;
  const number = (/** @type {string} */ key) => formatNumber(Number(reason[key] ?? 0));
  if (item.name === "schwarz") return t("explain.item.schwarz", { loser: reason.loser ? partyName(String(reason.loser)) : "" });
  if ("base" in reason) {
    const key = Number(reason.multiplier) > 1 ? "explain.item.baseTimes" : "explain.item.base";
    return t(key, { base: format(Number(reason.base)), multiplier: number("multiplier") });
  }
  if (reason.seat == null) return "";
  const name = seatName(view, Number(reason.seat));
  if (item.factor) return t("explain.item.doubles", { name, points: format(Number(reason.before ?? item.points)) });
  return t("explain.item.announced", { name });
}

// The seat that plays alone against all the others, from the parties the
// view shows; null in a game of two against two or before every party is known.
/** @param {View} view */
export function soloist(view) {
  const parties = view.parties ?? [];
  if (!parties.length || parties.some((party) => party == null)) return null;
  const alone = parties.flatMap((party, seat) => (parties.filter((other) => other === party).length === 1 ? [seat] : []));
  return alone.length === 1 && parties.length > 2 ? alone[0] : null;
}

// The solo's score: the soloist scores the value once against each opponent.
/**
 * @param {View} view
 * @param {Format} signedFormat
 */
export function soloLine(view, signedFormat) {
  const scores = view.result?.scores;
  const seat = soloist(view);
  if (!view.explanation || !scores || seat == null) return null;
  const opponent = scores.findIndex((_, other) => other !== seat);
  return t("explain.solo", { name: seatName(view, seat), total: signedFormat(scores[seat]), each: signedFormat(scores[opponent]) });
}

// The table's state beyond the cards, one short line each: the game's round
// (if it keeps one), the house rules in play, then what the game's own marks
// tell (games/<game>.js).
/**
 * @param {View} view
 * @param {Session | null | undefined} session
 * @returns {string[]}
 */
export function markLines(view, session) {
  const words = wordsOf(view.game);
  const lines = words.roundLines(view, session);
  const told = words.toldByMarks(view);
  const house = houseRules(view.game, view.rules).filter(({ option }) => !told.includes(option.name));
  if (house.length) {
    const names = house.map(({ option, value }) => `${t(option.key)}: ${valueLabel(option, value)}`);
    lines.push(t("rules.houseMark", { names: formatList(names) }));
  }
  return [...lines, ...words.markLines(view)];
}

// A notice when the tournament round ended with the deal just booked: the
// games played went back to the start of a new round.
/**
 * @param {Session | null | undefined} before
 * @param {Session} after
 */
export function roundOverText(before, after) {
  const old = before?.round;
  const now = after.round;
  if (!old || !now || after.deal !== before.deal + 1 || now.games_played >= old.games_played) return null;
  return t("explain.roundOver", { games: formatNumber(old.games) });
}

// A notice when the play of a deal begins under a contract the game tells of:
// once, as the view leaves the bidding.
/**
 * @param {View | null | undefined} before
 * @param {View} after
 */
export function startText(before, after) {
  if (!before || before.phase === after.phase || after.phase !== "play") return null;
  return wordsOf(after.game).startLine(after);
}
