// Words for the engine's values (cards, actions, contracts, parties) in the
// active language. Pure functions of the view; no rules.
import { has, t } from "../i18n/i18n.js";
import { aceName, cardName, soloName, suitWord } from "./decks/registry.js";
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
  switch (action.type) {
    case "reservation":
      return action.value === "solo" ? soloName(/** @type {string} */ (action.solo)) : t(`reservation.${action.value}`);
    case "announce":
      return t(`announce.${action.value}`);
    case "bid":
      return t(`bid.${action.value}`);
    case "name":
      if (action.contract === "rufspiel" && action.suit) return t("name.rufspiel", { card: aceName(game, action.suit) });
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

/** @param {View} view */
export function contractLabel(view) {
  const contract = view.contract;
  if (!contract) return t(`game.${view.game}`);
  let name = wordsOf(view.game).contractName(view.game, contract) ?? commonName(view.game, contract);
  if (contract.pflichtsolo) name = t("contract.pflichtsolo", { contract: name });
  const wedding = view.klaerungsstich;
  if (wedding && !wedding.clarified) name = t("contract.weddingOpen", { contract: name });
  else if (wedding?.clarified && wedding.partner == null) name = t("contract.weddingAlone", { contract: name });
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

// A card the rules single out ("alte", "fuchs", "karlchen", "dulle",
// "schweinchen"), as the engine's view names it, in the words of the pack;
// "" when the view names none (a Schafkopf view).
/**
 * @param {View} view
 * @param {string} name
 */
export function namedCard(view, name) {
  const card = view.marks?.cards?.[name];
  return card ? cardLabel(view.game, card) : "";
}

// The hints whose text names a card the view singles out rather than the reason.
/** @type {Record<string, string>} */
const REASON_CARDS = { "hint.wedding": "alte" };

// The parameters of a hint's reason ({key, card?, points?, partner?, solo?, value?}) in words.
/**
 * @param {View} view
 * @param {Reason} reason
 */
export function reasonParams(view, reason) {
  return {
    count: reason.points ?? 0,
    card: reason.card ? cardLabel(view.game, reason.card) : namedCard(view, REASON_CARDS[reason.key] ?? ""),
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
