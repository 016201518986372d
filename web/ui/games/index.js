// Each game's own sentences, by the engine's game name: a new game adds its
// module here and in this folder, and nothing shared changes.
import * as doppelkopf from "./doppelkopf.js";
import * as schafkopf from "./schafkopf.js";

/** @import { Session, Target, View } from "../../rpc.js" */

/**
 * @typedef {object} GameWords
 * @property {(target: Target, targets: Target[]) => string} targetSentence  what a party had to reach
 * @property {(view: View, session: Session | null | undefined) => string[]} roundLines  the session's round, if the game keeps one
 * @property {(view: View) => string[]} toldByMarks  the house rules the view's marks already tell
 */

/** @type {Record<string, GameWords>} */
const WORDS = { doppelkopf, schafkopf };

/** @param {string} game */
export const wordsOf = (game) => WORDS[game];
