// The engine's explanations in words: why a finished deal scored as it did
// (each party's target, the facts behind each item, the solo's factor) and
// what makes the table special now (the round, Pflichtsolo debts, the
// Schweinchen, the Dulle rule). The engine decides all of it; this module
// only chooses the sentence for each of its fields.
import { formatList, formatNumber, t } from "../i18n/i18n.js";
import { cardLabel, namedCard, partyName, seatName } from "./labels.js";

/** @import { ItemReason, ResultItem, Session, Target, View } from "../rpc.js" */

/** @typedef {(value: number) => string} Format  a score in the game's unit */

const OTHER = /** @type {Record<string, string>} */ ({ re: "kontra", kontra: "re", declarers: "defenders", defenders: "declarers" });

/**
 * @param {Target} target
 * @param {Target | undefined} other
 */
function doppelkopfTarget(target, other) {
  const by = target.by ?? "base";
  const party = partyName(target.party);
  const opponents = partyName(OTHER[target.party]);
  const need = formatNumber(target.points ?? 0);
  const got = formatNumber(target.card_points);
  if (by === "base" || by === "only-kontra") return t(`explain.target.${by}`, { party, need, got });
  if (by === "black") return t("explain.target.black", { party, opponents, tricks: formatNumber(other?.tricks_won ?? 0) });
  if (by === "against-black") return t("explain.target.against-black", { party, opponents, tricks: formatNumber(target.tricks_won) });
  if (by.startsWith("against-")) {
    return t("explain.target.against", { party, opponents, need, got, absage: t(`announce.${by.slice("against-".length)}`) });
  }
  return t("explain.target.absage", { party, opponents, need, got, absage: t(`announce.${by}`), line: formatNumber(target.line ?? 0) });
}

/** @param {Target} target */
function schafkopfTarget(target) {
  if (target.tricks === "all") return t("explain.target.tout", { tricks: formatNumber(target.tricks_won) });
  if (target.points == null) return t("explain.target.sie");
  return t("explain.target.sk", { need: formatNumber(target.points), got: formatNumber(target.card_points) });
}

// Each party's target and whether it was reached, the winner's first.
/**
 * @param {View} view  a view with an explanation
 * @returns {{text: string, met: boolean}[]}
 */
export function targetLines(view) {
  const explanation = view.explanation;
  if (!explanation) return [];
  const targets = explanation.targets ?? (explanation.target ? [explanation.target] : []);
  const sentence = (/** @type {Target} */ target) =>
    view.game === "doppelkopf" ? doppelkopfTarget(target, targets.find((other) => other !== target)) : schafkopfTarget(target);
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

// The solo's factor: the soloist scores the value three times (Doppelkopf's
// solo scoring, Schafkopf's Wenz and Solo); null in a game of two against two.
/**
 * @param {View} view
 * @param {Format} signedFormat
 */
export function soloLine(view, signedFormat) {
  const explanation = view.explanation;
  const scores = view.result?.scores;
  if (!explanation || !scores) return null;
  const seat = explanation.multiplier?.seat ?? explanation.payout?.findIndex((factor) => Math.abs(factor) === 3) ?? -1;
  if (seat < 0) return null;
  const opponent = [0, 1, 2, 3].find((s) => s !== seat) ?? 0;
  return t("explain.solo", { name: seatName(view, seat), total: signedFormat(scores[seat]), each: signedFormat(scores[opponent]) });
}

// The table's state beyond the cards, one short line each: the game of the
// tournament round, who still owes a Pflichtsolo, who must play one now
// (unless it is the person, whose choices say so), the Schweinchen and the Dulle rule.
/**
 * @param {View} view
 * @param {Session | null | undefined} session
 * @returns {string[]}
 */
export function markLines(view, session) {
  const lines = [];
  const round = session?.round;
  if (view.game === "doppelkopf" && round) {
    const games = formatNumber(round.games);
    if (view.marks?.extra_game) lines.push(t("explain.mark.extraGame", { games }));
    else lines.push(t("explain.mark.round", { n: formatNumber(Math.min(round.games_played + 1, round.games)), games }));
    const owing = [0, 1, 2, 3].filter((seat) => round.owes[seat]).map((seat) => seatName(view, seat));
    if (owing.length) lines.push(t("explain.mark.owes", { names: formatList(owing) }));
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
