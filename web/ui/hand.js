// The person's hand, in the order the engine sorted it. Only cards listed
// among the view's legal actions are playable; another card tapped on the
// person's turn goes to the engine anyway, which says why it is refused.
import { t } from "../i18n/i18n.js";
import { wordsOf } from "./games/index.js";
import { cardLabel } from "./labels.js";
import { cardNode } from "./trick.js";

/** @import { View } from "../rpc.js" */
/** @import { Dispatch } from "./app.js" */

// The index the card's face shows ("10", "D"), which its name starts with so
// that the name holds the button's visible text (speech control says "10").
/** @param {HTMLElement} card */
function shownIndex(card) {
  return card.querySelector(".card-index")?.textContent ?? "";
}

/**
 * @param {HTMLElement} node
 * @param {View} view
 * @param {Dispatch} dispatch
 */
export function renderHand(node, view, dispatch) {
  const plays = new Map(view.legal.filter((a) => a.type === "play").map((a) => [a.card, a]));
  const myTurn = plays.size > 0;
  node.classList.toggle("my-turn", myTurn);
  const focused = node.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.index : null;
  const marked = wordsOf(view.game).markedCard(view); // the engine already sorted it first

  const buttons = view.hand.map((card, index) => {
    const button = /** @type {HTMLButtonElement} */ (cardNode(view.game, card, "button"));
    const action = plays.get(card);
    const label = card === marked?.card ? t(marked.key, { card: cardLabel(view.game, card) }) : cardLabel(view.game, card);
    button.type = "button";
    button.dataset.index = String(index);
    button.tabIndex = -1;
    button.classList.toggle("legal", Boolean(action));
    if (card === marked?.card) button.classList.add(marked.kind);
    button.setAttribute("aria-label", t("motion.cardName", { index: shownIndex(button), card: action ? label : t("hand.notLegal", { card: label }) }));
    button.setAttribute("aria-disabled", String(!action));
    button.addEventListener("click", () => {
      if (action) dispatch({ type: "act", action });
      else if (myTurn) dispatch({ type: "act", action: { type: "play", card } });
    });
    return button;
  });
  node.replaceChildren(...buttons);
  const current = buttons[Number(focused)] ?? buttons.find((b) => b.classList.contains("legal")) ?? buttons[0];
  if (current) {
    current.tabIndex = 0;
    if (focused !== null) current.focus();
  }
}
