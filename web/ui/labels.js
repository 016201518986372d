// Words for the engine's values (cards, actions, contracts, parties) in the
// active language. Pure functions of the view; no rules.
import { has, t } from "../i18n/i18n.js";
import { cardName, soloName, suitWord } from "./decks/registry.js";
import { wordsOf } from "./games/index.js";

/** @import { Action, Contract, Reason, Refusal, ResultItem, View } from "../rpc.js" */

// A card's name follows the active pack ("Eichel-Ober", "Queen of Clubs").
export const cardLabel = cardName;

// Where `seat` sits as the person sees the table: 0 is the person.
/**
 * @param {View} view
 * @param {number} seat
 */
export function relative(view, seat) {
  return (seat - view.seat + 4) % 4;
}

/**
 * @param {View} view
 * @param {number} seat
 */
export function seatName(view, seat) {
  return t(`player.${relative(view, seat)}`);
}

// A sentence whose subject is a seat, with the person's own verb form where
// the language has one (`${key}.you`: "Du hast", not "Du hat").
/**
 * @param {View} view
 * @param {number} seat
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 */
export function seatSentence(view, seat, key, params = {}) {
  const own = relative(view, seat) === 0 && has(`${key}.you`);
  return t(own ? `${key}.you` : key, { ...params, name: seatName(view, seat) });
}

/**
 * @param {string} game
 * @param {string | undefined} suit
 */
function suitName(game, suit) {
  return suit ? suitWord(game, suit) : "";
}

/**
 * @param {string} game
 * @param {Action} action
 */
export function actionLabel(game, action) {
  const own = wordsOf(game).actionName(game, action);
  if (own != null) return own;
  switch (action.type) {
    case "reservation":
      return t(`reservation.${action.value}`);
    case "announce":
      return t(`announce.${action.value}`);
    case "bid":
      return t(`bid.${action.value}`);
    case "name":
      return action.suit
        ? t(`name.${action.contract}`, { suit: suitName(game, action.suit) })
        : t(`bid.${action.contract}`);
    case "double":
      return t(`double.${action.value}`);
    case "play":
      return cardLabel(game, /** @type {string} */ (action.card));
    default:
      return action.type;
  }
}

// A contract in the common words: its suit, its own name, or its bid.
/**
 * @param {string} game
 * @param {Contract} contract
 */
function commonName(game, contract) {
  if (contract.suit) return t(`name.${contract.type}`, { suit: suitName(game, contract.suit) });
  return has(`contract.${contract.type}`) ? t(`contract.${contract.type}`) : t(`bid.${contract.type}`);
}

// The contract of the view's deal in words with its declarer, as the game
// names it; `booked`, a booked deal's contract (the score sheet's), is told
// without the state of the deal in play.
/**
 * @param {View} view
 * @param {Contract} [booked]
 */
export function contractLabel(view, booked) {
  const contract = booked ?? view.contract;
  if (!contract) return t(`game.${view.game}`);
  const name = wordsOf(view.game).contractName(view.game, contract, () => commonName(view.game, contract), booked ? null : view);
  return contract.declarer == null ? name : t("contract.by", { contract: name, name: seatName(view, contract.declarer) });
}

/** @param {string} party */
export function partyName(party) {
  return t(`party.${party}`);
}

// A scoring item of the engine's result: {name, party, points, count?, factor?}.
/** @param {ResultItem} item */
export function itemLabel(item) {
  const label = has(`item.${item.name}`) ? t(`item.${item.name}`, { count: item.count ?? 1 }) : item.name;
  return item.factor ? `${label} ${t("item.times", { factor: item.factor })}` : label;
}

// A card the rules single out, by the name the engine's view gives it
// (`marks.cards`), in the words of the pack; "" when the view names none.
/**
 * @param {View} view
 * @param {string} name
 */
export function namedCard(view, name) {
  const card = view.marks?.cards?.[name];
  return card ? cardLabel(view.game, card) : "";
}

// The parameters of a hint's reason ({key, card?, points?, partner?, solo?, value?}) in words.
/**
 * @param {View} view
 * @param {Reason} reason
 */
export function reasonParams(view, reason) {
  return {
    count: reason.points ?? 0,
    card: reason.card ? cardLabel(view.game, reason.card) : namedCard(view, wordsOf(view.game).reasonCards[reason.key] ?? ""),
    partner: reason.partner == null ? "" : seatName(view, reason.partner),
    solo: reason.solo ? soloName(reason.solo) : "",
    value: reason.value ? t(`announce.${reason.value}`) : "",
  };
}

// The parameters of the engine's refusal ({key, seat?, card?, suit?, count?,
// value?, bid?, double?, phase?}) in words, for its `refusal.*` text.
/**
 * @param {View} view
 * @param {Refusal} reason
 */
export function refusalParams(view, reason) {
  return {
    seat: reason.seat == null ? "" : seatName(view, reason.seat),
    card: reason.card ? cardLabel(view.game, reason.card) : "",
    suit: reason.suit ? suitName(view.game, reason.suit) : "",
    count: reason.count ?? 0,
    value: reason.value ? t(`announce.${reason.value}`) : "",
    bid: reason.bid ? t(`bid.${reason.bid}`) : "",
    double: reason.double ? t(`double.${reason.double}`) : "",
    phase: reason.phase ? t(`refusal.phase.${reason.phase}`) : "",
  };
}
