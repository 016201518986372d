// The engine's explanations in words: why a finished deal scored as it did
// (each party's target, the facts behind each item, the soloist's score) and
// what makes the table special now (the round, house rules, the Schweinchen,
// the Dulle rule). The engine decides all of it; this module only chooses the
// sentence for each of its fields, and each game's own sentences are in
// games/<game>.js.
import { formatList, formatNumber, t } from "../i18n/i18n.js";
import { wordsOf } from "./games/index.js";
import { valueLabel } from "./houserules.js";
import { cardLabel, namedCard, partyName, seatName } from "./labels.js";
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

/**
 * @param {View} view
 * @param {ItemReason} reason
 * @param {string} key
 */
const seatOf = (view, reason, key) => (reason[key] == null ? "" : seatName(view, Number(reason[key])));

// The facts behind one scoring item, in words ("" when there is nothing to add).
/**
 * @param {View} view
 * @param {ResultItem} item
 * @param {ItemReason | undefined} reason
 * @param {Format} format
 */
export function itemReason(view, item, reason, format) {
  if (!reason) return "";
  const number = (/** @type {string} */ key) => formatNumber(Number(reason[key] ?? 0));
  const loser = reason.loser ? partyName(String(reason.loser)) : "";
  const name = item.name;
  if (name === "won") return t("explain.item.won");
  if (name.startsWith("under-")) return t("explain.item.under", { loser, points: number("card_points"), line: number("line") });
  if (name === "schwarz") return t("explain.item.schwarz", { loser });
  if (name === "schneider") return t("explain.item.schneider", { loser, points: number("card_points"), line: number("line") });
  if (name.includes("-against-")) {
    return t("explain.item.against", { party: partyName(item.party ?? ""), points: number("card_points"), line: number("line") });
  }
  // The card an item is named after is the engine's (the Fuchs, the Karlchen, the Alte), in the pack's words.
  const card = reason.card ? cardLabel(view.game, String(reason.card)) : "";
  if (["doppelkopf", "fox-caught", "karlchen"].includes(name)) {
    return t(`explain.item.${name}`, { name: seatOf(view, reason, "seat"), from: seatOf(view, reason, "from"), trick: number("trick"), points: number("points"), card });
  }
  if (name === "gegen-die-alten") return t("explain.item.gegen-die-alten", { card });
  if (name === "laufende") {
    const key = Number(reason.multiplier) > 1 ? "explain.item.laufendeTimes" : "explain.item.laufende";
    return t(key, { count: number("count"), side: partyName(String(reason.held_by)), unit: format(Number(reason.unit)), multiplier: number("multiplier") });
  }
  if (name === "ramsch") return t("explain.item.ramsch", { name: seatName(view, Number(item.seat)), points: number("card_points") });
  if ("base" in reason) {
    const key = Number(reason.multiplier) > 1 ? "explain.item.baseTimes" : "explain.item.base";
    return t(key, { base: format(Number(reason.base)), multiplier: number("multiplier") });
  }
  if (reason.seat == null) return "";
  if (item.factor) return t("explain.item.doubles", { name: seatOf(view, reason, "seat"), points: format(Number(reason.before ?? item.points)) });
  return t("explain.item.announced", { name: seatOf(view, reason, "seat") });
}

// The seat that plays alone against all the others (a solo, a silent
// wedding, a Wenz), from the parties the view shows; null in a game of two
// against two or before every party is known.
/** @param {View} view */
export function soloist(view) {
  const parties = view.parties ?? [];
  if (!parties.length || parties.some((party) => party == null)) return null;
  const alone = parties.flatMap((party, seat) => (parties.filter((other) => other === party).length === 1 ? [seat] : []));
  return alone.length === 1 && parties.length > 2 ? alone[0] : null;
}

// The solo's score: the soloist scores the value once against each opponent
// (Doppelkopf's solo scoring, Schafkopf's Wenz and Solo).
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

// The table's state beyond the cards, one short line each: the game of the
// game's round (Doppelkopf's tournament round and Pflichtsolo debts), the
// house rules in play, who must play a solo now (unless it is the person,
// whose choices say so), the Schweinchen and the Dulle rule.
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
  const marks = view.marks;
  if (!marks) return lines;
  if (marks.forced && marks.forced.seat !== view.seat && view.phase === "reservations") {
    lines.push(t("explain.mark.forced.seat", { name: seatName(view, marks.forced.seat) }));
  }
  const pig = marks.schweinchen;
  if (pig) {
    const card = cardLabel(view.game, `${pig.suit}A`);
    if (pig.holder == null) lines.push(t("explain.mark.schweinchen.rule", { card }));
    else if (pig.holder === view.seat) lines.push(t("explain.mark.schweinchen.you", { card }));
    else lines.push(t("explain.mark.schweinchen.seat", { card, name: seatName(view, pig.holder) }));
  }
  if (marks.dulle) lines.push(t(`explain.mark.dulle.${marks.dulle}`, { card: namedCard(view, "dulle") }));
  return lines;
}

// The Schweinchen's card when the person holds it (to mark it in the hand).
/** @param {View} view */
export function ownSchweinchen(view) {
  const pig = view.marks?.schweinchen;
  return pig && pig.holder === view.seat ? `${pig.suit}A` : null;
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

// A notice when the play of a deal begins under a contract the game tells of
// (a Schafkopf Ramsch): once, as the view leaves the bidding.
/**
 * @param {View | null | undefined} before
 * @param {View} after
 */
export function startText(before, after) {
  if (!before || before.phase === after.phase || after.phase !== "play") return null;
  return wordsOf(after.game).startLine(after);
}
