// Each game's own sentences, by the engine's game name: a new game adds its
// module here and in this folder, and nothing shared changes.
import * as doppelkopf from "./doppelkopf.js";
import * as schafkopf from "./schafkopf.js";

/** @import { Action, Contract, ItemReason, ResultItem, Session, Target, View } from "../../rpc.js" */

/**
 * @typedef {{text: string, kind: string}} Badge  a badge's words and its class
 * @typedef {{card: string, kind: string, key: string}} MarkedCard  a card of the hand the table marks: its class and the catalog key of its name
 */
/**
 * @typedef {object} GameWords
 * @property {(target: Target, targets: Target[]) => string} targetSentence  what a party had to reach
 * @property {(view: View, session: Session | null | undefined) => string[]} roundLines  the session's round, if the game keeps one
 * @property {(view: View) => string[]} toldByMarks  the house rules the view's marks already tell
 * @property {(view: View) => string[]} markLines  what the view's marks tell, after the house rules in play
 * @property {(view: View) => MarkedCard | null} markedCard  the card of the person's hand the marks single out
 * @property {(view: View, seat: number) => Badge[]} seatBadges  a seat's badges for what the marks tell of it
 * @property {(view: View) => Badge | null} forcedCall  the title and class of the person's calls when the marks say the rules force one on him
 * @property {(view: View, item: ResultItem, reason: ItemReason, format: (value: number) => string) => string | null} itemReason
 *   the facts behind one of the game's own scoring items, or null for an item every game shares
 * @property {Record<string, string>} cardInLine  the welcome's lines (by game or rule set) that name a card the view singles out
 * @property {Record<string, string>} reasonCards  the hints (by key) whose text names a card the view singles out
 * @property {(game: string, action: Action) => string | null} actionName  the game's own name for an action, or null for the common words
 * @property {string} callType  the action type of the calls before play (reservations, bids)
 * @property {string[]} saidLevels  the announcements or doubles a seat can say, each implying those before it
 * @property {(value: string) => string} saidBadge  a seat's badge for its highest announcement or double
 * @property {(view: View) => boolean} countsInCents  whether the view's scores are money in cents
 * @property {(game: string, contract: Contract, common: () => string, deal: View | null) => string} contractName
 *   a contract's name: the game's own, else the `common` words; `deal` the view of the deal it is played in, if its state is told
 * @property {(view: View, amount: (cents: number) => string) => string | null} resultLine  the result's headline where the game has its own, or null
 * @property {(view: View) => string | null} startLine  what the table says once as the play of the view's contract begins
 */

/** @type {Record<string, GameWords>} */
const WORDS = { doppelkopf, schafkopf };

/** @param {string} game */
export const wordsOf = (game) => WORDS[game];
