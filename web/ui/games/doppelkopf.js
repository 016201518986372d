// Doppelkopf's own sentences: what each party had to reach (the 121, an
// Absage's line, "against" a lower one), the facts of its own scoring items
// (the extra points, the lines under 90 … 30), the tournament round with its
// Pflichtsolo debts, the forced solo, the Schweinchen and the Dulle rule, the
// reservations and announcements on the seats and the solos' names. The
// engine decides every fact; these choose the words.
import { formatList, formatNumber, t } from "../../i18n/i18n.js";
import { soloName } from "../decks/registry.js";
import { cardLabel, namedCard, partyName, seatName } from "../labels.js";

/** @import { Action, Contract, ItemReason, ResultItem, Session, Target, View } from "../../rpc.js" */
/** @import { Badge, MarkedCard } from "./index.js" */

/**
 * What the view's marks tell of a Doppelkopf deal (docs/engine.md, "The view").
 * @typedef {object} Marks
 * @property {{suit: string, holder: number | null} | null} [schweinchen]  the suit whose ace tops the trumps, and its holder once known
 * @property {string | null} [dulle]  the Dulle rule, while the ten of hearts is trump
 * @property {{seat: number, games_left: number, owing: number} | null} [forced]  who must play a Pflichtsolo now
 * @property {boolean} [extra_game]  a Pflichtsolo by choice: not one of the round's games
 */

/** @param {View} view */
const marksOf = (view) => /** @type {Marks} */ (view.marks ?? {});

const OTHER = /** @type {Record<string, string>} */ ({ re: "kontra", kontra: "re" });

/**
 * @param {Target} target
 * @param {Target[]} targets  both parties'
 */
export function targetSentence(target, targets) {
  const other = targets.find((entry) => entry !== target);
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

/**
 * The house rules the table's marks already tell (the Dulle rule, the
 * Schweinchen), so that the house-rules line does not repeat them.
 * @param {View} view
 * @returns {string[]}
 */
export function toldByMarks(view) {
  const marks = marksOf(view);
  return [...(marks.dulle ? ["dulleRule"] : []), ...(marks.schweinchen ? ["schweinchen"] : [])];
}

/**
 * The tournament round: which game of it this is and who still owes a Pflichtsolo.
 * @param {View} view
 * @param {Session | null | undefined} session
 * @returns {string[]}
 */
export function roundLines(view, session) {
  const round = session?.round;
  if (!round) return [];
  const games = formatNumber(round.games);
  const lines = [marksOf(view).extra_game
    ? t("explain.mark.extraGame", { games })
    : t("explain.mark.round", { n: formatNumber(Math.min(round.games_played + 1, round.games)), games })];
  const owing = round.owes.flatMap((owes, seat) => (owes ? [seatName(view, seat)] : []));
  if (owing.length) lines.push(t("explain.mark.owes", { names: formatList(owing) }));
  return lines;
}

/**
 * Who must play a solo now (unless it is the person, whose choices say so),
 * the Schweinchen and the Dulle rule.
 * @param {View} view
 * @returns {string[]}
 */
export function markLines(view) {
  const { forced, schweinchen: pig, dulle } = marksOf(view);
  const lines = [];
  if (forced && forced.seat !== view.seat && view.phase === "reservations") {
    lines.push(t("explain.mark.forced.seat", { name: seatName(view, forced.seat) }));
  }
  if (pig) {
    const card = cardLabel(view.game, `${pig.suit}A`);
    if (pig.holder == null) lines.push(t("explain.mark.schweinchen.rule", { card }));
    else if (pig.holder === view.seat) lines.push(t("explain.mark.schweinchen.you", { card }));
    else lines.push(t("explain.mark.schweinchen.seat", { card, name: seatName(view, pig.holder) }));
  }
  if (dulle) lines.push(t(`explain.mark.dulle.${dulle}`, { card: namedCard(view, "dulle") }));
  return lines;
}

/**
 * The Schweinchen when the person holds it, marked in the hand.
 * @param {View} view
 * @returns {MarkedCard | null}
 */
export function markedCard(view) {
  const pig = marksOf(view).schweinchen;
  return pig && pig.holder === view.seat ? { card: `${pig.suit}A`, kind: "schweinchen", key: "explain.card.schweinchen" } : null;
}

/**
 * The Schweinchen's badge on its holder's seat, once the seat is known.
 * @param {View} view
 * @param {number} seat
 * @returns {Badge[]}
 */
export const seatBadges = (view, seat) =>
  (marksOf(view).schweinchen?.holder === seat ? [{ text: t("explain.badge.schweinchen"), kind: "schweinchen" }] : []);

/**
 * When the person must play his Pflichtsolo now: the title of his solo
 * choices, with the games left and the players still owing one.
 * @param {View} view
 * @returns {Badge | null}
 */
export function forcedCall(view) {
  const forced = marksOf(view).forced;
  return forced && forced.seat === view.seat
    ? { text: t("explain.mark.forced.you", { games: forced.games_left, owing: forced.owing }), kind: "forced" }
    : null;
}

/**
 * The facts behind Doppelkopf's own scoring items: the game won, a party
 * under 90 … 30, the points "against" an Absage, and the extra points with
 * the card each is named after (the Fuchs, the Karlchen, the Alte) in the
 * pack's words. Null for the items every game shares.
 * @param {View} view
 * @param {ResultItem} item
 * @param {ItemReason} reason
 */
export function itemReason(view, item, reason) {
  const number = (/** @type {string} */ key) => formatNumber(Number(reason[key] ?? 0));
  const seat = (/** @type {string} */ key) => (reason[key] == null ? "" : seatName(view, Number(reason[key])));
  const loser = reason.loser ? partyName(String(reason.loser)) : "";
  const name = item.name;
  const card = reason.card ? cardLabel(view.game, String(reason.card)) : "";
  if (name === "won") return t("explain.item.won");
  if (name.startsWith("under-")) return t("explain.item.under", { loser, points: number("card_points"), line: number("line") });
  if (name.includes("-against-")) {
    return t("explain.item.against", { party: partyName(item.party ?? ""), points: number("card_points"), line: number("line") });
  }
  if (["doppelkopf", "fox-caught", "karlchen"].includes(name)) {
    return t(`explain.item.${name}`, { name: seat("seat"), from: seat("from"), trick: number("trick"), points: number("points"), card });
  }
  if (name === "gegen-die-alten") return t("explain.item.gegen-die-alten", { card });
  return null;
}

// The welcome's lines that name a card the view singles out: the game's (the
// Alte) and the Schweinchen rule set's.
export const cardInLine = { doppelkopf: "alte", schweinchen: "schweinchen" };

// The hints whose text names a card the view singles out rather than the reason.
export const reasonCards = { "hint.wedding": "alte" };

export const callType = "reservation";

// Re or Kontra first, then the Absagen.
export const saidLevels = ["re", "kontra", "no90", "no60", "no30", "black"];

/** @param {string} value  `re`, `kontra`, `no90` … `black` */
export const saidBadge = (value) => t("explain.badge.announced", { value: t(`announce.${value}`) });

// Doppelkopf counts game points, never money.
/** @returns {boolean} */
export const countsInCents = () => false;

/**
 * A solo is named by its kind (Damensolo, Fleischlos …), a Pflichtsolo said
 * to be one; the other contracts by the common words, a wedding in play with
 * its Klärungsstich's state (its partner still to be found, or none found).
 * @param {string} _game
 * @param {Contract} contract
 * @param {() => string} common
 * @param {View | null} deal
 */
export function contractName(_game, contract, common, deal) {
  let name = contract.type === "solo" ? soloName(/** @type {string} */ (contract.solo)) : common();
  if (contract.pflichtsolo) name = t("contract.pflichtsolo", { contract: name });
  const wedding = deal?.klaerungsstich;
  if (wedding && !wedding.clarified) name = t("contract.weddingOpen", { contract: name });
  else if (wedding?.clarified && wedding.partner == null) name = t("contract.weddingAlone", { contract: name });
  return name;
}

/**
 * A solo reserved is named by its kind; the other calls by the common words.
 * @param {string} _game
 * @param {Action} action
 */
export const actionName = (_game, action) =>
  (action.type === "reservation" && action.value === "solo" ? soloName(/** @type {string} */ (action.solo)) : null);

// Every result has a winning party or none: the common line says it.
/** @returns {null} */
export const resultLine = () => null;

// Each Doppelkopf contract is announced in the reservations; its play begins without a word.
/** @returns {null} */
export const startLine = () => null;
