// The UI side of the worker protocol (docs/api.md): id-tagged JSON requests,
// one promise per request; messages without an id are events (boot progress).

/**
 * What the UI sends: a method of engine/api.py and its params.
 * @typedef {{id: number, method: string, params: object}} Request
 */

/**
 * What the worker sends: an answer to request `id`, or an event (no id). A ready
 * event's timings are the ms since the worker started at each step's end.
 * @typedef {{id: number, result?: unknown, error?: {code: string, message: string, setting?: string, reason?: Refusal}}} Reply
 * @typedef {{id?: undefined} & (
 *   | {event: "progress", stage: "runtime", loaded: number, total: number}
 *   | {event: "progress", stage: "engine"}
 *   | {event: "ready", version: string, memory: "restored" | "missing" | "stale" | "damaged",
 *      timings: Record<string, number>}
 *   | {event: "boot-failed", message: string}
 * )} WorkerEvent
 */

// The engine's JSON as the front end reads it (docs/api.md, docs/engine.md);
// fields the front end does not read are left out.

/**
 * An action in docs/record.md form; which fields it has depends on its type.
 * @typedef {object} Action
 * @property {string} type
 * @property {number} [seat]
 * @property {string} [card]
 * @property {string} [value]
 * @property {string} [solo]
 * @property {string} [contract]
 * @property {string} [suit]
 */

/**
 * A trick on the table; a done one has its winner and points.
 * @typedef {{seat: number, card: string}} PlayedCard
 * @typedef {{leader: number, cards: PlayedCard[], winner?: number, points?: number}} Trick
 * @typedef {Trick & {winner: number, points: number}} DoneTrick
 * @typedef {{seat: number, value: string}} Said
 * @typedef {{name: string, points: number, party?: string, seat?: number, count?: number, factor?: number}} ResultItem
 */

/**
 * A finished deal's result: `scores` per seat, `winner` a party or null.
 * @typedef {object} Result
 * @property {number[]} scores
 * @property {string | null} [winner]
 * @property {number} value
 * @property {ResultItem[]} [items]
 * @property {Record<string, number>} [card_points]
 */

/**
 * What is known of the game being played: its type, declarer, solo kind or
 * suit, and the game's own facts of it (games/<game>.js reads those).
 * @typedef {{type: string, declarer?: number | null, solo?: string, suit?: string, [fact: string]: unknown}} Contract
 */

/**
 * What seat `seat` may know of the deal (docs/engine.md, "The view").
 * @typedef {object} View
 * @property {string} game
 * @property {{profile?: string}} [rules]
 * @property {number} seat
 * @property {number} dealer
 * @property {string} phase
 * @property {number | null} to_move
 * @property {string[]} hand
 * @property {number[]} [hand_sizes]
 * @property {Contract | null} [contract]
 * @property {Said[]} [calls]
 * @property {Said[]} [announcements]
 * @property {Said[]} [doubles]
 * @property {(string | null)[]} [parties]
 * @property {Trick | null} [trick]
 * @property {DoneTrick[]} [tricks]
 * @property {number[]} [tricks_won]
 * @property {Action[]} legal
 * @property {{value: string, min_cards: number}[]} [open_announcements]
 * @property {{clarified: boolean, partner?: number | null}} [klaerungsstich]
 * @property {Result | null} [result]
 * @property {Explanation | null} [explanation]  why the finished deal scored so
 * @property {Marks} [marks]  what makes the deal special, by the game's own names
 */

/**
 * What a party had to reach (docs/engine.md, "The view": `explanation`).
 * @typedef {object} Target
 * @property {string} party
 * @property {number | null} points  the card points needed, or null
 * @property {number | "all" | null} tricks  the tricks needed, or null
 * @property {string} [by]  the line that set the target, where a game has several (games/<game>.js words it)
 * @property {number | null} [line]  the opponents' line under their own Absage
 * @property {number} card_points
 * @property {number} tricks_won
 * @property {boolean} met
 */
/**
 * @typedef {{[param: string]: number | string | null | undefined}} ItemReason
 * @typedef {object} Explanation
 * @property {Target[]} [targets]  one per party, where each party has a target
 * @property {Target | null} [target]  the declarers', where theirs alone is told
 * @property {ItemReason[]} items  one per result item, in its order
 * @property {{seat: number, factor: number} | null} [multiplier]  the soloist and the factor of their score, where a solo scores so
 * @property {number[] | null} [payout]  per seat, the multiple of the value it pays or receives
 * @typedef {{cards?: Record<string, string>, [mark: string]: unknown}} Marks  `cards`: the cards the rules
 *   single out, by the engine's names for them; the other marks are the game's own (games/<game>.js)
 */
/**
 * The score sheet of the session; `deal` counts from 1; `practice` marks a practice deal.
 * @typedef {{deal: number, sheet: {deal: number, scores: number[], contract?: Contract | null, result?: Record<string, unknown>, practice?: boolean}[],
 *   round?: {games: number, games_played: number, owes: boolean[]}, practice?: boolean}} Session
 */

/**
 * The answer to every game call but `hint` and `version` (docs/api.md).
 * @typedef {object} Snapshot
 * @property {View} view
 * @property {object} record
 * @property {Session} session
 * @property {object} settings
 * @property {"person" | "computer" | "over"} turn
 */

/**
 * What the strong computer player would do in the person's place.
 * @typedef {{key: string, card?: string, points?: number, partner?: number | null, solo?: string, value?: string}} Reason
 * @typedef {{action: Action, reason?: Reason, win_chance: number}} Hint
 */

/**
 * Why the engine refused an action: a `refusal.*` catalog key and its parameters.
 * @typedef {{key: string, seat?: number, card?: string, suit?: string, count?: number,
 *   value?: string, bid?: string, double?: string, phase?: string}} Refusal
 */

export class RpcError extends Error {
  /**
   * @param {string} code
   * @param {string} message
   * @param {string} [setting]  the setting a bad-request names
   * @param {Refusal} [reason]  why an illegal action was refused
   */
  constructor(code, message, setting, reason) {
    super(message);
    this.name = "RpcError";
    this.code = code;
    this.setting = setting;
    this.reason = reason;
  }
}

export class Rpc {
  /** @param {Worker} worker */
  constructor(worker) {
    this.worker = worker;
    this.nextId = 1;
    /** @type {Map<number, {resolve: (result: unknown) => void, reject: (error: Error) => void, deadlineMs: number, timer?: ReturnType<typeof setTimeout>}>} */
    this.pending = new Map();
    // A request unanswered this long means the worker is gone (stopped or
    // crashed: a terminated worker sends no event); 0 waits for ever. The
    // worker answers one request after another, so the time runs for the
    // oldest unanswered one only: the wait for those before it never counts.
    this.deadlineMs = 0;
    /** @type {(event: WorkerEvent) => void} */
    this.onEvent = () => {};
    worker.addEventListener("message", (event) => this.receive(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.fail(new RpcError("worker", event.message || "the worker failed to load"));
    });
  }

  /**
   * Resolves with the method's result as the engine sent it.
   * @param {string} method
   * @param {object} [params]
   * @param {number} [deadlineMs]  this request's deadline, for one longer than others
   * @returns {Promise<unknown>}
   */
  call(method, params = {}, deadlineMs = this.deadlineMs) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, deadlineMs });
      this.timeOldest();
      this.worker.postMessage(/** @satisfies {Request} */ ({ id, method, params }));
    });
  }

  // Starts the clock of the oldest unanswered request: the one the worker is on.
  timeOldest() {
    const [oldest] = this.pending.values();
    if (!oldest?.deadlineMs || oldest.timer !== undefined) return;
    oldest.timer = setTimeout(() => {
      this.worker.terminate();
      this.fail(new RpcError("worker-lost", "the game engine stopped answering"));
    }, oldest.deadlineMs);
  }

  /** @param {Reply | WorkerEvent} message */
  receive(message) {
    if (message.id === undefined) {
      this.onEvent(message);
      return;
    }
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    clearTimeout(waiter.timer);
    this.pending.delete(message.id);
    this.timeOldest();
    const error = message.error;
    if (error) waiter.reject(new RpcError(error.code, error.message, error.setting, error.reason));
    else waiter.resolve(message.result);
  }

  // The worker is gone: every open request fails, and listeners hear about it.
  /** @param {Error} error */
  fail(error) {
    for (const waiter of this.pending.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.pending.clear();
    this.onEvent({ event: "boot-failed", message: error.message });
  }

  // Stops the worker for good (a retry starts a new one); no events follow.
  terminate() {
    this.onEvent = () => {};
    this.worker.terminate();
    this.fail(new RpcError("terminated", "the worker was stopped"));
  }
}
