// The four seats around the table: name, dealer, party, calls, announcements,
// tricks won, cards left and whose turn it is.
import { t } from "../i18n/i18n.js";
import { wordsOf } from "./games/index.js";
import { actionLabel, partyName, relative, seatName } from "./labels.js";

/** @import { View } from "../rpc.js" */

export const POSITIONS = ["bottom", "left", "top", "right"];

/**
 * @param {string} text
 * @param {string} kind
 */
function badge(text, kind) {
  const span = document.createElement("span");
  span.className = `badge ${kind}`;
  span.textContent = text;
  return span;
}

// The seat's highest announcement or double (each implies the lower ones).
/**
 * @param {View} view
 * @param {number} seat
 */
function announced(view, seat) {
  const levels = wordsOf(view.game).saidLevels;
  const said = [...(view.announcements ?? []), ...(view.doubles ?? [])].filter((a) => a.seat === seat);
  said.sort((a, b) => levels.indexOf(a.value) - levels.indexOf(b.value));
  return said.at(-1)?.value;
}

/**
 * @param {View} view
 * @param {number} seat
 */
function badges(view, seat) {
  const list = [];
  if (view.dealer === seat) list.push(badge(t("seat.dealer"), "dealer"));
  for (const call of view.calls ?? []) {
    // Once the calls are over, only the reservations and bids that mattered stay.
    const quiet = !["reservations", "bidding"].includes(view.phase) && ["healthy", "pass"].includes(call.value);
    if (call.seat === seat && !quiet) list.push(badge(actionLabel(view.game, { type: wordsOf(view.game).callType, ...call }), "call"));
  }
  // What the person knows of the seat's party, and what the seat said aloud, look different.
  const party = view.parties?.[seat];
  if (party) list.push(badge(t("explain.badge.party", { party: partyName(party) }), `party party-${party}`));
  const said = announced(view, seat);
  if (said) list.push(badge(wordsOf(view.game).saidBadge(said), "announcement"));
  for (const { text, kind } of wordsOf(view.game).seatBadges(view, seat)) list.push(badge(text, kind));
  return list;
}

/**
 * @param {HTMLElement} node
 * @param {View} view
 * @param {number} seat
 */
export function renderSeat(node, view, seat) {
  const name = seatName(view, seat);
  const tricks = t("seat.tricks", { count: view.tricks_won?.[seat] ?? 0 });
  const cards = t("seat.cards", { count: view.hand_sizes?.[seat] ?? 0 });
  const toMove = view.to_move === seat;
  node.className = `seat pos-${POSITIONS[relative(view, seat)]}`;
  node.classList.toggle("to-move", toMove);
  node.dataset.seat = String(seat);

  const title = document.createElement("h2");
  title.className = "seat-name";
  title.textContent = name;
  const badgeRow = document.createElement("div");
  badgeRow.className = "seat-badges";
  badgeRow.append(...badges(view, seat));
  const stats = document.createElement("p");
  stats.className = "seat-stats";
  for (const text of [tricks, cards]) {
    const span = document.createElement("span");
    span.textContent = text;
    stats.append(span);
  }
  node.replaceChildren(title, badgeRow, stats);
  if (toMove) node.append(badge(t("turn.marker"), "turn"));
}
