// The game controller: holds the latest snapshot and the person's table
// state, turns intents into engine calls (docs/api.md), lets the computer
// players move one action at a time, and renders at most once per frame.
import { formatNumber, has, language, setLanguage, t } from "../i18n/i18n.js";
import { chooseDeck } from "./decks/registry.js";
import { onlyChoice } from "./actions.js";
import { closeButton, footerButton, makeDialog, show } from "./dialog.js";
import { roundOverText, startText } from "./explain.js";
import { helpLink, openHelp } from "./help.js";
import { actionLabel, reasonParams, refusalParams, seatName } from "./labels.js";
import { createMotion } from "./motion.js";
import { newGameDialog, rulesOf } from "./newgame.js";
import { pauseOf } from "./pace.js";
import { canTakeBack, dealLabel, practiceTable } from "./practice.js";
import { createReview } from "./review.js";
import { resultNodes, scoresTable } from "./scoring.js";
import { configureParams, sessionDialogs } from "./sessions.js";
import { settingsDialog } from "./settings.js";
import { playCue } from "./sound.js";
import { createTable } from "./table.js";
import { renderTrick } from "./trick.js";
import { setVocabulary } from "./vocabulary.js";

/** @import { Action, DoneTrick, Hint, Reason, Result, Session, Snapshot, View } from "../rpc.js" */
/** @import { Settings } from "../storage.js" */
/** @import { DialogShell } from "./dialog.js" */
/** @import { Vocabulary } from "./vocabulary.js" */

/**
 * What the person asks for, by type: from the table's controls and the dialogs.
 * @typedef {{
 *   act: {action: Action}, more: {value: boolean}, "clear-trick": {},
 *   settings: {patch: Partial<Settings>}, "new-game": {confirmed?: boolean, patch?: Partial<Settings>}, "next-deal": {}, hint: {},
 *   undo: {}, "restart-deal": {}, challenge: {},
 *   open: {dialog: DialogName}, help: {key?: string | null},
 * }} Intents
 * @typedef {"new-game" | "settings" | "scores" | "last-trick" | "result" | "review" | "open-deal" | "history" | "statistics"} DialogName
 */
/**
 * @template {keyof Intents} [K=keyof Intents]
 * @typedef {{[P in K]: {type: P} & Intents[P]}[K]} Intent
 */
/** @typedef {(intent: Intent) => void} Dispatch */

const TRICK_PAUSE_MS = 1500; // a finished trick stays this long when it clears by itself

/** @param {number} ms */
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// call(method, params) reaches the engine; settings {load(), save(s)} keeps the
// person's choices; onSnapshot(snapshot) persists each snapshot; delay() is
// the pause before each computer action in milliseconds (null: the person's
// pace setting).
/**
 * @param {HTMLElement} root
 * @param {object} options
 * @param {(method: string, params?: object) => Promise<unknown>} options.call
 * @param {{load: () => Settings, save: (settings: Settings) => void}} options.settings
 * @param {(snapshot: Snapshot) => void} options.onSnapshot
 * @param {() => number | null} options.delay
 */
export async function createApp(root, { call, settings: store, onSnapshot, delay }) {
  let settings = store.load();
  await setLanguage(settings.language);

  /**
   * @typedef {object} AppState
   * @property {Snapshot | null} snapshot
   * @property {DoneTrick | null} held  a finished trick still on show
   * @property {{more: boolean}} ui
   * @property {{text: string, kind: "error" | "hint", help?: string | null} | null} message  help: the catalog key whose rules paragraph explains it
   * @property {string | null | undefined} hint  the card the hint suggests
   * @property {number} pending  engine calls not answered yet
   */
  /** @type {AppState} */
  const state = { snapshot: null, held: null, ui: { more: false }, message: null, hint: null, pending: 0 };
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();
  let frame = 0;
  let driving = false;
  /** @type {(() => void) | null} */
  let releaseHeld = null;
  /** @type {Partial<Settings>} the new-game dialog's choices while the question before ending a session is open */
  let chosenForNewGame = {};

  /** @type {Dispatch} */
  const dispatch = (intent) => /** @type {Dispatch} */ (handlers[intent.type])(intent);
  const renderTable = createTable(root, dispatch);
  const noteTable = createMotion(root, (cue, delaySeconds) => settings.sound && playCue(cue, delaySeconds));
  const newGame = newGameDialog(dispatch);
  const settingsBox = settingsDialog(dispatch);
  const kept = sessionDialogs(dispatch, call);
  const practice = practiceTable(dispatch);
  const scores = makeDialog("scores");
  const lastTrick = makeDialog("last-trick");
  const result = makeDialog("result");
  const review = createReview(call);
  const view = () => state.snapshot?.view ?? null;
  // The view where the code knows a deal is on the table.
  const dealView = () => /** @type {View} */ (view());

  // The score sheet's rows: the booked deals and a finished deal still on the
  // table, which counts as much (New game books it before the session ends).
  function sheetRows() {
    const session = state.snapshot?.session;
    const rows = (session?.sheet ?? []).map((row) =>
      ({ label: dealLabel(row), scores: row.scores, contract: row.contract, practice: Boolean(row.practice) }));
    if (state.snapshot?.turn === "over") {
      rows.push({ label: dealLabel(/** @type {Session} */ (session)), scores: /** @type {Result} */ (dealView().result).scores,
        contract: dealView().contract, practice: Boolean(session?.practice) });
    }
    return rows;
  }

  function renderScores() {
    scores.title.textContent = t("scores.title");
    const rows = sheetRows();
    if (rows.length) scores.body.replaceChildren(scoresTable(dealView(), t("scores.caption"), rows));
    else {
      const empty = document.createElement("p");
      empty.textContent = t("scores.empty");
      scores.body.replaceChildren(empty);
    }
    const history = footerButton(t("sessions.title"), () => dispatch({ type: "open", dialog: "history" }));
    history.classList.add("open-history");
    scores.footer.replaceChildren(history, closeButton(scores));
  }

  function renderLastTrick() {
    const tricks = view()?.tricks ?? [];
    const last = tricks.at(-1);
    lastTrick.title.textContent = last ? t("trick.number", { count: tricks.length }) : t("ui.lastTrick");
    const note = document.createElement("p");
    if (!last) {
      note.textContent = t("trick.none");
      lastTrick.body.replaceChildren(note);
    } else {
      const picture = document.createElement("div");
      picture.className = "trick";
      picture.setAttribute("role", "group");
      picture.setAttribute("aria-label", t("ui.lastTrick"));
      renderTrick(picture, dealView(), last);
      note.textContent = t("trick.summary", { name: seatName(dealView(), last.winner), points: t("trick.points", { count: last.points }) });
      lastTrick.body.replaceChildren(picture, note);
    }
    lastTrick.footer.replaceChildren(closeButton(lastTrick));
  }

  function renderResult() {
    result.title.textContent = t("result.title");
    const deal = formatNumber(state.snapshot?.session?.deal ?? 1);
    result.body.replaceChildren(...(view()?.result ? resultNodes(dealView(), deal) : []));
    // practice mode: the duplicate challenge right under the deal's value
    const practised = view()?.result ? practice.resultNodes(/** @type {Snapshot} */ (state.snapshot), settings) : [];
    if (practised.length) /** @type {Element} */ (result.body.querySelector(".result-value") ?? result.body.firstElementChild).after(...practised);
    result.footer.replaceChildren(
      footerButton(t("ui.scores"), () => dispatch({ type: "open", dialog: "scores" })),
      footerButton(t("review.open"), () => {
        result.dialog.close();
        review.open(/** @type {Snapshot} */ (state.snapshot).record).catch((error) => {
          state.message = { text: t("error.engine", { message: error.message }), kind: "error" };
          schedule();
        });
      }),
      footerButton(t("ui.nextDeal"), () => dispatch({ type: "next-deal" }), true),
    );
  }

  function render() {
    frame = 0;
    root.setAttribute("aria-busy", String(state.pending > 0));
    root.classList.toggle("large-cards", Boolean(settings.largeCards));
    document.body.dataset.game = view()?.game ?? settings.game ?? ""; // the dialogs draw cards too
    chooseDeck(settings.deck);
    const v = view();
    const over = state.snapshot?.turn === "over";
    const moved = noteTable();
    renderTable({ ...state, view: v, over, canHint: Boolean(v && !over && v.legal.length),
      canUndo: settings.practice ? canTakeBack(state.snapshot) : null, session: state.snapshot?.session });
    moved();
    for (const box of Object.values(dialogs)) {
      if (box.shell.dialog.open) box.fill();
    }
  }

  // Each dialog: its shell and how to fill it; only open dialogs are drawn.
  /** @type {Record<DialogName, {shell: DialogShell, fill: () => void}>} */
  const dialogs = {
    "new-game": { shell: newGame.shell, fill: () => newGame.render(settings) },
    settings: { shell: settingsBox.shell, fill: () => settingsBox.render(settings, view()?.game ?? settings.game) },
    scores: { shell: scores, fill: renderScores },
    "last-trick": { shell: lastTrick, fill: renderLastTrick },
    result: { shell: result, fill: renderResult },
    history: kept.history,
    statistics: kept.statistics,
    review: { shell: review.shell, fill: review.render },
    "open-deal": { shell: review.importer, fill: review.renderImporter },
  };

  /** @param {DialogName} name */
  function openDialog(name) {
    dialogs[name].fill();
    show(dialogs[name].shell);
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(render);
  }

  function clearHeld() {
    state.held = null;
    releaseHeld?.();
    releaseHeld = null;
    schedule();
  }

  /** @returns {Promise<void>} */
  const released = () => new Promise((resolve) => (releaseHeld = resolve));

  /** @param {Snapshot} snapshot */
  function apply(snapshot) {
    const before = view()?.tricks?.length ?? 0;
    // An opened list of choices stays open while the computer players move.
    if (snapshot.view.phase !== view()?.phase) state.ui.more = false;
    const roundOver = roundOverText(state.snapshot?.session, snapshot.session);
    const started = startText(view(), snapshot.view);
    state.snapshot = snapshot;
    state.hint = null;
    if (roundOver) state.message = { text: roundOver, kind: "hint" };
    if (started) state.message = { text: started, kind: "hint" };
    // A step with one possible answer is answered for the person, who is told so.
    const only = snapshot.turn === "person" ? onlyChoice(snapshot.view) : null;
    if (only) {
      state.message = { text: t("explain.only", { action: actionLabel(snapshot.view.game, only) }), kind: "hint" };
      request("act", { action: only });
    }
    const tricks = snapshot.view.tricks ?? [];
    if (tricks.length > before) {
      const held = (state.held = /** @type {DoneTrick} */ (tricks.at(-1)));
      if (settings.trickClear !== "tap") wait(TRICK_PAUSE_MS).then(() => state.held === held && clearHeld());
    }
    onSnapshot(snapshot);
    schedule();
    drive();
  }

  // Engine calls run one after the other; each resolves to whether it worked.
  // A rejected call changes nothing and is explained to the person. The
  // table is marked busy from the request until its answer is drawn. A call
  // whose `when` no longer holds by its turn in the queue is left out (a
  // computer's step queued behind a take-back).
  /**
   * @param {string} method
   * @param {object} [params]
   * @param {() => boolean} [when]
   */
  function request(method, params = {}, when = () => true) {
    state.pending += 1;
    root.setAttribute("aria-busy", "true");
    queue = queue.then(() => (when() ? call(method, params) : null)).then(
      (snapshot) => {
        state.pending -= 1;
        if (snapshot) apply(/** @type {Snapshot} */ (snapshot));
        else schedule();
        return true;
      },
      (error) => {
        state.pending -= 1;
        state.message = { text: refusalText(error), kind: "error", help: error?.code === "illegal" ? error.reason?.key : null };
        schedule();
        return false;
      },
    );
    return queue;
  }

  // A rejected call in words: the engine's reason for an illegal action when
  // the catalogs know it, else a general explanation.
  /** @param {any} error */
  function refusalText(error) {
    const reason = error?.reason;
    if (error?.code === "illegal" && reason?.key && has(reason.key)) return t(reason.key, refusalParams(dealView(), reason));
    if (error?.code === "illegal" || error?.code === "not-now") return t("error.illegal");
    return t("error.engine", { message: error?.message ?? String(error) });
  }

  // The computer players move one action per call until the person is asked
  // or the deal is over; a finished trick is shown until it clears.
  async function drive() {
    if (driving) return;
    driving = true;
    try {
      while (state.snapshot?.turn === "computer") {
        await wait(delay() ?? pauseOf(settings.pace));
        if (state.held) await released();
        const computersTurn = () => state.snapshot?.turn === "computer";
        if (!computersTurn() || !(await request("step", {}, computersTurn))) return;
      }
      if (state.snapshot?.turn === "over") {
        if (state.held) await released();
        render();
        openDialog("result");
      }
    } finally {
      driving = false;
    }
  }

  /**
   * @param {string} method
   * @param {object} [params]
   */
  function freshDeal(method, params) {
    if (result.dialog.open) result.dialog.close();
    clearHeld();
    state.message = null;
    request(method, params);
  }

  /** @type {{[K in keyof Intents]: (intent: Intent<K>) => void}} */
  const handlers = {
    act({ action }) {
      state.message = null;
      state.ui.more = false;
      if (state.held) clearHeld();
      request("act", { action });
    },
    more({ value }) {
      state.ui.more = value;
      schedule();
    },
    "clear-trick": clearHeld,
    async settings({ patch }) {
      settings = { ...settings, ...patch };
      store.save(settings);
      if (patch.language && patch.language !== language()) await setLanguage(patch.language);
      schedule();
      // the level, thinking time and practice mode change within the session
      const configure = state.snapshot && configureParams(patch, settings, state.snapshot);
      if (configure) request("configure", configure);
    },
    // `patch`: the new-game dialog's choices, applied only when the new game
    // starts (after the question, if a session ends), never on "Keep playing".
    async "new-game"({ confirmed, patch }) {
      if (!confirmed) chosenForNewGame = patch ?? {};
      const rows = sheetRows();
      if (rows.length && !confirmed) {
        kept.endSession.fill(rows);
        show(kept.endSession.shell);
        return;
      }
      // the finished deal goes into the history, as the question counted it
      if (state.snapshot?.turn === "over") request("next_deal");
      const chosen = chosenForNewGame;
      chosenForNewGame = {};
      settings = { ...settings, ...chosen };
      settings = { ...settings, rules: rulesOf(settings) };
      store.save(settings);
      if (chosen.language && chosen.language !== language()) await setLanguage(chosen.language);
      freshDeal("new_session", { settings });
    },
    "next-deal"() {
      freshDeal("next_deal");
    },
    undo() {
      freshDeal("undo");
    },
    "restart-deal"() {
      freshDeal("restart_deal");
    },
    challenge() {
      const snapshot = /** @type {Snapshot} */ (state.snapshot);
      state.pending += 1;
      schedule();
      queue = queue.then(() => practice.challenge(call, snapshot)).finally(() => {
        state.pending -= 1;
        schedule();
      });
    },
    hint() {
      queue = queue.then(async () => {
        try {
          const hint = /** @type {Hint} */ (await call("hint", {}));
          state.hint = hint.action.type === "play" ? hint.action.card : null;
          const percent = formatNumber(hint.win_chance, { style: "percent" });
          const key = hint.reason?.key;
          const text = [
            t("hint.label", { action: actionLabel(dealView().game, hint.action) }),
            key && has(key) ? t(key, reasonParams(dealView(), /** @type {Reason} */ (hint.reason))) : "",
            t("hint.chance", { percent }),
          ];
          state.message = { text: text.filter(Boolean).join(" "), kind: "hint" };
        } catch (error) {
          state.message = { text: t("error.engine", { message: /** @type {Error} */ (error).message }), kind: "error" };
        }
        schedule();
      });
    },
    open({ dialog }) {
      openDialog(dialog);
    },
    // The rules help, at the paragraph on `key` when it has one.
    help({ key }) {
      const game = view()?.game ?? settings.game;
      const url = (key && helpLink(game, key)) || helpLink(game);
      if (url) openHelp(url);
    },
  };

  let previewing = false;
  render();
  return {
    dispatch,
    // Shows the table as it was saved while the engine starts: drawn like
    // any snapshot, but busy and inert until start() brings the engine's.
    /** @param {Snapshot} snapshot */
    preview(snapshot) {
      previewing = true;
      state.snapshot = snapshot;
      state.pending += 1;
      root.inert = true;
      render();
    },
    // Shows the first snapshot (a resumed or a new session) and plays on from
    // there, in the words of the engine's vocabulary.
    /**
     * @param {Snapshot} snapshot
     * @param {Vocabulary} known  the engine's `describe`
     */
    start(snapshot, known) {
      setVocabulary(known);
      settings = store.load(); // as repaired while the session started
      if (previewing) {
        previewing = false;
        state.pending -= 1;
        root.inert = false;
      }
      apply(snapshot);
    },
    // Opens a deal shared as a code (a link's #deal=...) in review.
    openShared: review.openShared,
  };
}
