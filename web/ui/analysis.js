// "Where did it go wrong?": the engine values the person's decisions of
// a finished deal one call at a time (api `analyze`), so a progress bar can
// follow, Cancel stops between two decisions, and the table's own calls go
// to the worker in between: the analysis never holds up the game.
import { has, t } from "../i18n/i18n.js";
import { actionLabel, reasonParams } from "./labels.js";
import { formatScore, isMoney } from "./scoring.js";

/** @import { Action, Reason, View } from "../rpc.js" */

/**
 * One decision as the engine judged it (docs/api.md `analyze`).
 * @typedef {{count: number, index: number, trick: number, action: Action, best: Action,
 *   value: number, best_value: number, loss: number, win_chance: number, reason: Reason}} Decision
 * @typedef {{status: "idle" | "running" | "done" | "cancelled" | "failed", done: number, count: number,
 *   decisions: Decision[], error: string}} AnalysisState
 */

const COSTLY_SHOWN = 3;
// The least expected loss worth pointing out: a fifth of a game point, or
// five cents where the game counts money.
/** @param {View} view */
const noticeable = (view) => (isMoney(view) ? 5 : 0.2);

/**
 * @param {(method: string, params?: object) => Promise<unknown>} call
 * @param {() => void} changed  told after every step, to redraw
 */
export function createAnalysis(call, changed) {
  /** @type {AnalysisState} */
  let state = { status: "idle", done: 0, count: 0, decisions: [], error: "" };
  let run = 0; // each start or cancel begins a new run; an older one stops

  /** @param {Partial<AnalysisState>} patch */
  function update(patch) {
    state = { ...state, ...patch };
    changed();
  }

  /** @param {object} record */
  async function start(record) {
    const mine = ++run;
    update({ status: "running", done: 0, count: 0, decisions: [], error: "" });
    try {
      for (let decision = 0; decision === 0 || decision < state.count; decision += 1) {
        const found = /** @type {Decision} */ (await call("analyze", { record, decision }));
        if (mine !== run) return;
        if (!found.count) break;
        update({ count: found.count, done: decision + 1, decisions: [...state.decisions, found] });
      }
      update({ status: "done" });
    } catch (error) {
      if (mine === run) update({ status: "failed", error: /** @type {Error} */ (error).message });
    }
  }

  return {
    start,
    cancel() {
      run += 1;
      update({ status: "cancelled" });
    },
    reset() {
      run += 1;
      state = { status: "idle", done: 0, count: 0, decisions: [], error: "" };
    },
    get state() {
      return state;
    },
  };
}

/**
 * The decisions that cost the most, costliest first.
 * @param {View} view
 * @param {Decision[]} decisions
 */
export function costliest(view, decisions) {
  return decisions
    .filter((d) => d.loss >= noticeable(view))
    .sort((a, b) => b.loss - a.loss)
    .slice(0, COSTLY_SHOWN);
}

/**
 * One decision in a line: what was done (a card, or a call before the
 * play), and what would have been better and why.
 * @param {View} view
 * @param {Decision} decision
 */
export function decisionText(view, decision) {
  const card = decision.action.type === "play";
  const chosen = actionLabel(view.game, decision.action);
  if (decision.loss < noticeable(view)) {
    return card ? t("analysis.good", { trick: decision.trick, card: chosen }) : t("analysis.goodCall", { action: chosen });
  }
  const best = actionLabel(view.game, decision.best);
  const amount = formatScore(view, decision.loss, { signed: false, currency: true });
  const loss = isMoney(view) ? amount : t("analysis.points", { count: decision.loss, value: amount });
  const line = card
    ? t("analysis.item", { trick: decision.trick, card: chosen, best, loss })
    : t("analysis.itemCall", { action: chosen, best, loss });
  const key = decision.reason?.key;
  const why = key && has(key) ? t(key, reasonParams(view, decision.reason)) : "";
  return [line, why].filter(Boolean).join(" ");
}
