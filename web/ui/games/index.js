// Each game's own sentences, by the engine's game name: a new game adds its
// module here and in this folder, and nothing shared changes.
import * as doppelkopf from "./doppelkopf.js";
import * as schafkopf from "./schafkopf.js";

/** @import { Contract, Session, Target, View } from "../../rpc.js" */

/**
 * @typedef {object} GameWords
 * @property {(target: Target, targets: Target[]) => string} targetSentence  what a party had to reach
 * @property {(view: View, session: Session | null | undefined) => string[]} roundLines  the session's round, if the game keeps one
 * @property {(view: View) => string[]} toldByMarks  the house rules the view's marks already tell
 * @property {string} callType  the action type of the calls before play (reservations, bids)
 * @property {(value: string) => string} saidBadge  a seat's badge for its highest announcement or double
 * @property {(view: View) => boolean} countsInCents  whether the view's scores are money in cents
 * @property {(game: string, contract: Contract) => string | null} contractName  the game's own name for a contract, or null for the common words
 * @property {(view: View, amount: (cents: number) => string) => string | null} resultLine  the result's headline where the game has its own, or null
 * @property {(view: View) => string | null} startLine  what the table says once as the play of the view's contract begins
 */

/** @type {Record<string, GameWords>} */
const WORDS = { doppelkopf, schafkopf };

/** @param {string} game */
export const wordsOf = (game) => WORDS[game];
