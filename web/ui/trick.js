// A trick on the table: each card in front of the seat that played it (and
// named for screen readers), with who led it and, once complete, who won it.
import { t } from "../i18n/i18n.js";
import { cardFace } from "./cards.js";
import { cardPicture } from "./decks/registry.js";
import { cardLabel, relative, seatName } from "./labels.js";
import { POSITIONS } from "./seats.js";

/** @import { PlayedCard, View } from "../rpc.js" */
/** @typedef {{cards: PlayedCard[], leader?: number, winner?: number}} ShownTrick  no cards before the lead */

/**
 * @param {string} text
 * @param {string} kind
 */
function marker(text, kind) {
  const span = document.createElement("span");
  span.className = `trick-marker ${kind}`;
  span.textContent = text;
  return span;
}

// A card's face; where the pack names whom or what it shows (the Tell
// pattern's people and seasons), that is the card's accessible description.
/**
 * @param {string} game
 * @param {string} card
 * @param {string} [tag]
 */
export function cardNode(game, card, tag = "div") {
  const node = document.createElement(tag);
  node.className = "card";
  node.dataset.card = card;
  const picture = cardPicture(game, card);
  if (picture) node.setAttribute("aria-description", picture);
  node.append(cardFace(game, card));
  return node;
}

// Fills `node` with the cards of `trick` ({leader, cards, winner?}).
/**
 * @param {HTMLElement} node
 * @param {View} view
 * @param {ShownTrick} trick
 */
export function renderTrick(node, view, trick) {
  const slots = (trick?.cards ?? []).map(({ seat, card }) => {
    const slot = document.createElement("div");
    slot.className = `trick-card pos-${POSITIONS[relative(view, seat)]}`;
    const face = cardNode(view.game, card);
    face.setAttribute("role", "img");
    face.setAttribute("aria-label", t("trick.played", { name: seatName(view, seat), card: cardLabel(view.game, card) }));
    slot.append(face);
    if (seat === trick.winner) {
      slot.classList.add("winner");
      slot.append(marker(t("trick.wins"), "wins"));
    } else if (seat === trick.leader) slot.append(marker(t("trick.leads"), "leads"));
    return slot;
  });
  node.replaceChildren(...slots);
}
