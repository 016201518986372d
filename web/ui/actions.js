// The person's decisions other than playing a card, taken from the view's
// legal actions: reservations, bids, naming the game, announcements, doubles.
import { t } from "../i18n/i18n.js";
import { wordsOf } from "./games/index.js";
import { actionLabel } from "./labels.js";

/** @import { Action, View } from "../rpc.js" */
/** @import { Dispatch, Intent } from "./app.js" */

/**
 * @param {View} view
 * @param {Action} action
 * @param {Dispatch} dispatch
 * @param {string} [note]
 */
function button(view, action, dispatch, note) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = `choice choice-${action.type}`;
  const label = document.createElement("span");
  label.textContent = actionLabel(view.game, action);
  node.append(label);
  if (note) {
    const small = document.createElement("small");
    small.textContent = note;
    node.append(small);
  }
  node.addEventListener("click", () => dispatch({ type: "act", action }));
  return node;
}

/**
 * @param {string} text
 * @param {Intent} intent
 * @param {Dispatch} dispatch
 */
function control(text, intent, dispatch) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = "choice";
  node.textContent = text;
  node.addEventListener("click", () => dispatch(intent));
  return node;
}

/**
 * @param {string} title
 * @param {HTMLElement[]} nodes
 * @param {string} [kind]  "forced": the person must choose one now, and the title says why
 */
function group(title, nodes, kind = "") {
  const box = document.createElement("div");
  box.className = `choices ${kind}`.trim();
  box.setAttribute("role", "group");
  const heading = document.createElement("p");
  heading.className = "choices-title";
  heading.textContent = title;
  heading.setAttribute("aria-hidden", "true");
  box.setAttribute("aria-label", title);
  box.append(heading, ...nodes);
  return box;
}

/**
 * @param {View} view
 * @param {Action} action
 */
function announceNote(view, action) {
  const open = (view.open_announcements ?? []).find((o) => o.value === action.value);
  return open ? t("announce.open", { count: view.hand.length - open.min_cards + 1 }) : "";
}

// Two steps where a slip would be costly or the list is long: the common
// choice first, the rest behind "more".
/**
 * @param {View} view
 * @param {Action[]} legal
 * @param {{more: boolean}} ui
 * @param {Dispatch} dispatch
 */
function reservations(view, legal, ui, dispatch) {
  const healthy = legal.find((a) => a.value === "healthy");
  const others = legal.filter((a) => a !== healthy);
  if (ui.more || !healthy) {
    const back = healthy ? [control(t("ui.back"), { type: "more", value: false }, dispatch)] : [];
    const forced = wordsOf(view.game).forcedCall(view);
    return group(forced?.text ?? t("phase.solo"), [...others.map((a) => button(view, a, dispatch)), ...back], forced?.kind ?? "");
  }
  const more = others.length ? [control(t("ui.reservationMore"), { type: "more", value: true }, dispatch)] : [];
  return group(t("phase.reservations"), [button(view, healthy, dispatch), ...more]);
}

/**
 * @param {View} view
 * @param {Action[]} legal
 * @param {{more: boolean}} ui
 * @param {Dispatch} dispatch
 */
function announcements(view, legal, ui, dispatch) {
  /** @param {Action} a */
  const note = (a) => (a.type === "double" ? t("double.open") : announceNote(view, a));
  const shown = ui.more || legal.length === 1 ? legal : legal.slice(0, 1);
  // how long they stay open, said once in the title when it is the same for each
  const notes = new Set(shown.map(note));
  const shared = notes.size === 1 ? [...notes][0] : "";
  const nodes = shown.map((a) => button(view, a, dispatch, shared ? "" : note(a)));
  if (legal.length > 1) {
    nodes.push(control(ui.more ? t("ui.back") : t("ui.announceMore"), { type: "more", value: !ui.more }, dispatch));
  }
  return group(shared ? t("ui.announcementsOpen", { open: shared }) : t("ui.announcements"), nodes);
}

// Fills `node` with the person's current choices; empty when there are none.
/**
 * @param {HTMLElement} node
 * @param {View} view
 * @param {{more: boolean}} ui
 * @param {Dispatch} dispatch
 */
export function renderActions(node, view, ui, dispatch) {
  const mine = view.legal.filter((a) => a.type !== "play" && a.seat === view.seat);
  /** @param {...string} types */
  const of = (...types) => mine.filter((a) => types.includes(a.type));
  const groups = [];
  if (of("reservation").length) groups.push(reservations(view, of("reservation"), ui, dispatch));
  if (of("bid").length) groups.push(group(t("phase.bidding"), of("bid").map((a) => button(view, a, dispatch))));
  if (of("name").length) groups.push(group(t("phase.naming"), of("name").map((a) => button(view, a, dispatch))));
  if (of("announce", "double").length) groups.push(announcements(view, of("announce", "double"), ui, dispatch));
  node.replaceChildren(...groups);
  node.hidden = groups.length === 0;
}

// The person's only possible answer to a step on his turn (say, naming the
// one contract his bid allows), which the table gives for him; null when he has a choice.
// Card play is left to the person.
/** @param {View} view */
export function onlyChoice(view) {
  const mine = view.legal.filter((a) => a.seat === view.seat);
  return mine.length === 1 && mine[0].type !== "play" && view.to_move === view.seat ? mine[0] : null;
}
