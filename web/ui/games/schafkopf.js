// Schafkopf's own sentences: the declaring party's target (61 points, a
// Tout's every trick, Sie needing none). It keeps no round of its own.
import { formatNumber, t } from "../../i18n/i18n.js";

/** @import { Target } from "../../rpc.js" */

/** @param {Target} target */
export function targetSentence(target) {
  if (target.tricks === "all") return t("explain.target.tout", { tricks: formatNumber(target.tricks_won) });
  if (target.points == null) return t("explain.target.sie");
  return t("explain.target.sk", { need: formatNumber(target.points), got: formatNumber(target.card_points) });
}

/** @returns {string[]} */
export const roundLines = () => [];

// No mark of the table tells a house rule.
/** @returns {string[]} */
export const toldByMarks = () => [];
