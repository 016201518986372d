// The table: the chrome around it (contract, status, menu, toolbar) and the
// physical picture (seats, trick, hand), which keeps its geometry in RTL.
import { t } from "../i18n/i18n.js";
import { renderActions } from "./actions.js";
import { markLines } from "./explain.js";
import { renderHand } from "./hand.js";
import { helpLink } from "./help.js";
import { roving } from "./keyboard.js";
import { cardLabel, contractLabel, seatName } from "./labels.js";
import { POSITIONS, renderSeat } from "./seats.js";
import { squeezeHand } from "./squeeze.js";
import { renderTrick } from "./trick.js";

/** @import { Trick, View } from "../rpc.js" */
/** @import { Dispatch, Intent } from "./app.js" */
/** @import { ShownTrick } from "./trick.js" */

/**
 * What the table shows.
 * @typedef {object} TableState
 * @property {View | null} view
 * @property {boolean} over  the deal is finished
 * @property {Trick | null} held  a finished trick still on show
 * @property {{more: boolean}} ui  whether the longer list of choices is open
 * @property {{text: string, kind: string, help?: string | null} | null} message  help: a catalog key with a rules paragraph
 * @property {string | null | undefined} hint  the card the hint suggests
 * @property {boolean} canHint
 * @property {import("../rpc.js").Session | null} [session]  the score sheet, for the round's marks
 * @property {boolean | null} [canUndo]  practice mode: whether an action can be taken back (null: not practising)
 */

/**
 * @param {string} tag
 * @param {string} className
 * @param {Record<string, string>} [attrs]
 */
function el(tag, className, attrs = {}) {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

/**
 * @param {string} name
 * @param {Intent} intent
 * @param {Dispatch} dispatch
 */
function toolButton(name, intent, dispatch) {
  const node = /** @type {HTMLButtonElement} */ (el("button", `tool tool-${name}`, { type: "button" }));
  node.addEventListener("click", () => dispatch(intent));
  return node;
}

/**
 * @param {HTMLElement} root
 * @param {Dispatch} dispatch
 */
export function createTable(root, dispatch) {
  const contract = el("p", "contract");
  const status = el("p", "status", { role: "status" });
  const menu = {
    newGame: toolButton("new-game", { type: "open", dialog: "new-game" }, dispatch),
    settings: toolButton("settings", { type: "open", dialog: "settings" }, dispatch),
    rules: toolButton("rules", { type: "help" }, dispatch),
  };
  const heading = el("h1", "visually-hidden");
  const topbar = el("header", "topbar");
  const menuBox = el("div", "menu");
  menuBox.append(menu.newGame, menu.settings, menu.rules);
  const marks = el("ul", "marks");
  topbar.append(heading, contract, status, menuBox, marks);

  const seats = POSITIONS.map((pos) => el("section", `seat pos-${pos}`));
  const trick = el("div", "trick", { role: "group" });
  const clear = toolButton("clear-trick", { type: "clear-trick" }, dispatch);
  const trickArea = el("div", "trick-area");
  trickArea.append(trick, clear);
  const felt = el("section", "felt");
  felt.append(...seats, trickArea);

  const actions = el("div", "actions");
  const hand = el("div", "hand", { role: "group" });
  roving(hand, ".card");
  const tools = {
    lastTrick: toolButton("last-trick", { type: "open", dialog: "last-trick" }, dispatch),
    hint: toolButton("hint", { type: "hint" }, dispatch),
    scores: toolButton("scores", { type: "open", dialog: "scores" }, dispatch),
    undo: toolButton("undo", { type: "undo" }, dispatch),
  };
  const toolbar = el("nav", "toolbar");
  toolbar.append(tools.undo, tools.lastTrick, tools.hint, tools.scores);
  const message = el("p", "message");
  const main = el("main", "play");
  main.append(felt, actions, message, hand);
  root.append(topbar, main, toolbar);
  // a phone turned or a window resized: the hand takes the room there is again
  new ResizeObserver(() => squeezeHand(main, hand)).observe(root);

  // Who just played what (so that a screen reader hears every card), then whose turn it is.
  /**
   * @param {View} view
   * @param {ShownTrick} shown
   * @param {boolean} held
   */
  function statusText(view, shown, held) {
    if (view.result) return t("result.title");
    const last = shown.cards.at(-1);
    const played = last && last.seat !== view.seat
      ? t("turn.played", { name: seatName(view, last.seat), card: cardLabel(view.game, last.card) })
      : "";
    let turn = "";
    if (view.to_move === view.seat) turn = view.legal.some((a) => a.type === "play") ? t("turn.play") : t("turn.you");
    else if (view.to_move != null && !held) turn = t("turn.other", { name: seatName(view, view.to_move) });
    return [played, turn].filter(Boolean).join(" · ");
  }

  // After an action the control that had the focus is gone; keyboard play
  // goes on from the next choice or the hand.
  /** @param {boolean} hadFocus */
  function keepFocus(hadFocus) {
    if (!hadFocus || root.contains(document.activeElement)) return;
    const target = actions.querySelector("button") ?? hand.querySelector(".card[tabindex='0']") ?? toolbar.querySelector("button");
    target?.focus();
  }

  // state: {view, over, held (a finished trick still on show), ui, message, hint, canHint}
  /** @param {TableState} state */
  return function render(state) {
    const hadFocus = root.contains(document.activeElement);
    heading.textContent = t("app.title");
    menu.newGame.textContent = t("ui.newGame");
    menu.settings.textContent = t("ui.settings");
    tools.undo.textContent = t("practice.undo");
    tools.undo.hidden = state.canUndo == null;
    tools.undo.disabled = !state.canUndo;
    menu.rules.textContent = t("help.open");
    tools.lastTrick.textContent = t("ui.lastTrick");
    tools.hint.textContent = t("ui.hint");
    tools.scores.textContent = t("ui.scores");
    clear.textContent = t("trick.tapToClear");
    felt.setAttribute("aria-label", t("table.label"));
    trick.setAttribute("aria-label", t("trick.label"));
    hand.setAttribute("aria-label", t("hand.label"));
    toolbar.setAttribute("aria-label", t("ui.menu"));
    message.textContent = state.message?.text ?? "";
    message.hidden = !state.message;
    message.setAttribute("role", state.message?.kind === "error" ? "alert" : "status");
    message.dataset.kind = state.message?.kind ?? "";
    const why = state.message?.help;
    if (why && state.view && helpLink(state.view.game, why)) {
      const link = toolButton("why", { type: "help", key: why }, dispatch);
      link.classList.add("help-link");
      link.textContent = t("help.why");
      message.append(" ", link);
    }

    const view = state.view;
    felt.hidden = hand.hidden = !view;
    tools.lastTrick.disabled = !view?.tricks?.length;
    tools.hint.disabled = !state.canHint;
    if (!view) {
      contract.textContent = status.textContent = "";
      actions.replaceChildren();
      return;
    }
    const shown = state.held ?? view.trick ?? { cards: [] };
    contract.textContent = contractLabel(view);
    marks.replaceChildren(...markLines(view, state.session).map((text) => Object.assign(el("li", ""), { textContent: text })));
    marks.hidden = !marks.childElementCount;
    status.textContent = statusText(view, shown, Boolean(state.held));
    seats.forEach((node, rel) => renderSeat(node, view, (view.seat + rel) % 4));
    renderTrick(trick, view, shown);
    clear.hidden = !state.held;
    if (state.over) {
      const next = toolButton("next-deal", { type: "next-deal" }, dispatch);
      next.classList.add("primary");
      next.textContent = t("ui.nextDeal");
      const again = toolButton("result", { type: "open", dialog: "result" }, dispatch);
      again.textContent = t("result.title");
      const box = el("div", "choices");
      box.append(again, next);
      actions.replaceChildren(box);
      actions.hidden = false;
    } else renderActions(actions, view, state.ui, dispatch);
    renderHand(hand, view, dispatch);
    for (const card of /** @type {NodeListOf<HTMLElement>} */ (hand.querySelectorAll(".card"))) {
      card.classList.toggle("hinted", card.dataset.card === state.hint);
    }
    squeezeHand(main, hand);
    keepFocus(hadFocus);
  };
}
