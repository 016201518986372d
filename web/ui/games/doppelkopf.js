// Doppelkopf's own sentences: what each party had to reach (the 121, an
// Absage's line, "against" a lower one), the tournament round with its
// Pflichtsolo debts, the reservations and announcements on the seats and the
// solos' names. The engine decides every fact; these choose the words.
import { formatList, formatNumber, t } from "../../i18n/i18n.js";
import { soloName } from "../decks/registry.js";
import { partyName, seatName } from "../labels.js";

/** @import { Contract, Session, Target, View } from "../../rpc.js" */

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
  const marks = view.marks;
  return [...(marks?.dulle ? ["dulleRule"] : []), ...(marks?.schweinchen ? ["schweinchen"] : [])];
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
  const lines = [view.marks?.extra_game
    ? t("explain.mark.extraGame", { games })
    : t("explain.mark.round", { n: formatNumber(Math.min(round.games_played + 1, round.games)), games })];
  const owing = round.owes.flatMap((owes, seat) => (owes ? [seatName(view, seat)] : []));
  if (owing.length) lines.push(t("explain.mark.owes", { names: formatList(owing) }));
  return lines;
}

export const callType = "reservation";

/** @param {string} value  `re`, `kontra`, `no90` … `black` */
export const saidBadge = (value) => t("explain.badge.announced", { value: t(`announce.${value}`) });

// Doppelkopf counts game points, never money.
/** @returns {boolean} */
export const countsInCents = () => false;

/**
 * A solo is named by its kind (Damensolo, Fleischlos …); the other contracts by the common words.
 * @param {string} _game
 * @param {Contract} contract
 */
export const contractName = (_game, contract) => (contract.type === "solo" ? soloName(/** @type {string} */ (contract.solo)) : null);

// Every result has a winning party or none: the common line says it.
/** @returns {null} */
export const resultLine = () => null;

// Each Doppelkopf contract is announced in the reservations; its play begins without a word.
/** @returns {null} */
export const startLine = () => null;
