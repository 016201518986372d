// Practice mode at the table: whether the person can take back an action,
// the mark on practice deals in the score sheet, and the duplicate challenge
// in the result dialog (the same deal again, and the score of a computer
// player in the person's seat to compare with).
import { formatNumber, t } from "../i18n/i18n.js";
import { footerButton } from "./dialog.js";
import { formatScore } from "./scoring.js";

/** @import { Snapshot, View } from "../rpc.js" */
/** @import { Settings } from "../storage.js" */
/** @import { Dispatch } from "./app.js" */

/** @typedef {{deal: number, level: string, result: {scores: number[]}}} Challenge */

/**
 * A deal's label in the score sheet, marked when it was played in practice mode.
 * @param {{deal: number}} row
 */
export function dealLabel(row) {
  const deal = formatNumber(row.deal);
  return /** @type {{practice?: boolean}} */ (row).practice ? t("practice.row", { deal }) : deal;
}

/**
 * Whether the deal holds an action of the person's to take back (in practice mode).
 * @param {Snapshot | null} snapshot
 */
export function canTakeBack(snapshot) {
  const actions = /** @type {{actions?: {seat: number}[]} | undefined} */ (snapshot?.record)?.actions ?? [];
  return actions.some((action) => action.seat === 0);
}

/** @param {Snapshot} snapshot */
const dealKey = (snapshot) => `${/** @type {{seed?: number}} */ (snapshot.session).seed}:${snapshot.session.deal}`;

/** @param {Dispatch} dispatch */
export function practiceTable(dispatch) {
  /** @type {Map<string, Challenge | "failed">} the computer's result per deal */
  const challenges = new Map();
  let asking = false;

  /**
   * Asks the engine how a computer player does in the person's seat.
   * @param {(method: string, params?: object) => Promise<unknown>} call
   * @param {Snapshot} snapshot
   */
  async function challenge(call, snapshot) {
    asking = true;
    try {
      challenges.set(dealKey(snapshot), /** @type {Challenge} */ (await call("challenge", {})));
    } catch {
      challenges.set(dealKey(snapshot), "failed");
    } finally {
      asking = false;
    }
  }

  // The duplicate challenge in words: your score against the computer's.
  /**
   * @param {View} view
   * @param {Challenge} found
   */
  function comparison(view, found) {
    const yours = view.result?.scores[0] ?? 0;
    const theirs = found.result.scores[0];
    const verdict = yours > theirs ? "practice.better" : yours < theirs ? "practice.worse" : "practice.same";
    const text = document.createElement("p");
    text.className = "practice-comparison";
    text.textContent = [
      t("practice.compare", {
        yours: formatScore(view, yours),
        theirs: formatScore(view, theirs),
        level: t(`level.${found.level}`),
      }),
      t(verdict),
    ].join(" ");
    return text;
  }

  /**
   * The practice part of the result dialog: the comparison once asked for,
   * and the buttons that play the deal again or ask for it.
   * @param {Snapshot} snapshot
   * @param {Settings} settings
   */
  function resultNodes(snapshot, settings) {
    if (!settings.practice) return [];
    const found = challenges.get(dealKey(snapshot));
    const nodes = [];
    if (found === "failed") nodes.push(Object.assign(document.createElement("p"), { textContent: t("practice.failed") }));
    else if (found) nodes.push(comparison(snapshot.view, found));
    else if (asking) nodes.push(Object.assign(document.createElement("p"), { textContent: t("practice.asking") }));
    const again = footerButton(t("practice.again"), () => dispatch({ type: "restart-deal" }));
    again.classList.add("practice-again");
    const ask = footerButton(t("practice.challenge"), () => dispatch({ type: "challenge" }));
    ask.classList.add("practice-challenge");
    ask.disabled = asking || Boolean(found);
    const box = document.createElement("div");
    box.className = "practice-tools";
    box.append(again, ask);
    nodes.push(box);
    return nodes;
  }

  return { challenge, resultNodes };
}
