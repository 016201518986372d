// The review of a finished deal: trick by trick with every hand open, who
// won each trick and why (the engine's `review`, docs/api.md), what was said
// and when, the analysis of the person's decisions, and sharing the deal as
// a file or a link. Also the dialog that opens a shared deal.
import { formatList, t } from "../i18n/i18n.js";
import { dealLink, decodeDeal, downloadRecord, MAX_RECORD_BYTES, ShareError } from "../share.js";
import { costliest, createAnalysis, decisionText } from "./analysis.js";
import { suitWord } from "./decks/registry.js";
import { closeButton, footerButton, makeDialog, show } from "./dialog.js";
import { actionLabel, cardLabel, contractLabel, seatName, seatSentence } from "./labels.js";
import { formatScore } from "./scoring.js";
import { cardNode, renderTrick } from "./trick.js";

/** @import { Action, Contract, DoneTrick, Result, View } from "../rpc.js" */
/** @import { Decision } from "./analysis.js" */

/**
 * The engine's review of a deal (docs/api.md `review`).
 * @typedef {DoneTrick & {hands: string[][], reason: {key: string, card: string, suit?: string, rule?: string}}} ReviewedTrick
 * @typedef {{game: string, rules: {profile?: string}, dealer: number, contract: Contract | null,
 *   tricks: ReviewedTrick[], calls: {action: Action, trick: number, played: number}[],
 *   result: Result, record: {game: string}, cards?: Record<string, string>}} Review
 */

/**
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function el(tag, className, text = "") {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/**
 * The words for a rejected record or code.
 * @param {any} error
 */
export function importError(error) {
  if (error instanceof ShareError) return t("review.badCode");
  return t("review.badRecord", { message: error?.message ?? String(error) });
}

/** @param {(method: string, params?: object) => Promise<unknown>} call */
export function createReview(call) {
  const shell = makeDialog("review");
  const importer = makeDialog("open-deal");
  /** @type {Review | null} */
  let shown = null;
  let at = 0;
  let link = "";
  // A deal opened from a file or a link is told from the seat of whoever shared it.
  let shared = false;
  const analysis = createAnalysis(call, () => shell.dialog.open && render());

  // The review drawn by the label helpers as the person's own view of the finished deal.
  /** @returns {View} */
  const viewOf = () => {
    const r = /** @type {Review} */ (shown);
    return { game: r.game, rules: r.rules, seat: 0, dealer: r.dealer, contract: r.contract, phase: "finished",
      to_move: null, hand: [], legal: [], result: r.result,
      marks: { cards: r.cards } };
  };

  /**
   * @param {View} view
   * @param {ReviewedTrick} trick
   */
  function trickNodes(view, trick) {
    const picture = el("div", "trick review-trick");
    picture.setAttribute("role", "group");
    picture.setAttribute("aria-label", t("review.trickOf", { number: at + 1, total: shownTricks().length }));
    renderTrick(picture, view, trick);
    const reason = trick.reason;
    const why = t(reason.rule ? `${reason.key}.${reason.rule}` : reason.key, { card: cardLabel(view.game, reason.card), suit: reason.suit ? suitWord(view.game, reason.suit) : "" });
    const won = el("p", "review-won", `${seatSentence(view, trick.winner, "review.won", { points: t("trick.points", { count: trick.points }) })} ${why}`);
    return [picture, won];
  }

  /** @param {View} view */
  function callsNode(view) {
    const r = /** @type {Review} */ (shown);
    const said = r.calls.filter((c) => c.trick === at);
    if (!said.length) return [];
    const list = said.map((c) => `${seatName(view, /** @type {number} */ (c.action.seat))}: ${actionLabel(view.game, c.action)}`);
    return [el("p", "review-calls", t("review.said", { list: formatList(list) }))];
  }

  /**
   * @param {View} view
   * @param {ReviewedTrick} trick
   */
  function handsNode(view, trick) {
    const box = el("div", "review-hands");
    box.append(el("h3", "review-heading", t("review.hands")));
    trick.hands.forEach((hand, seat) => {
      const row = el("div", "review-hand");
      const played = trick.cards.find((c) => c.seat === seat)?.card;
      const cards = el("div", "review-cards");
      cards.setAttribute("role", "img");
      cards.setAttribute("aria-label", `${seatName(view, seat)}: ${formatList(hand.map((c) => cardLabel(view.game, c)))}`);
      let marked = false;
      for (const card of hand) {
        const node = cardNode(view.game, card, "span");
        if (card === played && !marked) node.classList.add("played");
        marked ||= card === played;
        cards.append(node);
      }
      row.append(el("span", "review-seat", seatName(view, seat)), cards);
      box.append(row);
    });
    return box;
  }

  /** @param {View} view */
  function analysisNode(view) {
    const box = el("section", "review-analysis");
    box.append(el("h3", "review-heading", t("analysis.title")));
    const { status, done, count, decisions, error } = analysis.state;
    for (const here of decisions.filter((d) => d.trick === at + 1)) box.append(el("p", "analysis-here", decisionText(view, here)));
    if (status === "running") {
      const bar = /** @type {HTMLProgressElement} */ (el("progress", "analysis-progress"));
      bar.max = Math.max(count, 1);
      bar.value = done;
      bar.setAttribute("aria-label", t("analysis.title"));
      const text = el("p", "analysis-status", count ? t("analysis.progress", { done, total: count }) : t("analysis.starting"));
      text.setAttribute("role", "status");
      const cancel = footerButton(t("analysis.cancel"), () => analysis.cancel());
      cancel.classList.add("analysis-cancel");
      box.append(bar, text, cancel);
      return box;
    }
    if (status === "done") box.append(summary(view, decisions));
    else if (status === "cancelled") box.append(el("p", "analysis-status", t("analysis.cancelled")));
    else if (status === "failed") box.append(el("p", "analysis-status", t("analysis.failed", { message: error })));
    if (status !== "done") {
      box.append(el("p", "analysis-about", t("analysis.about")));
      const go = footerButton(t("analysis.start"), () => analysis.start(/** @type {Review} */ (shown).record));
      go.classList.add("analysis-start");
      box.append(go);
    }
    return box;
  }

  /**
   * @param {View} view
   * @param {Decision[]} decisions
   */
  function summary(view, decisions) {
    if (!decisions.length) return el("p", "analysis-status", t("analysis.noDecisions"));
    const worst = costliest(view, decisions);
    if (!worst.length) return el("p", "analysis-status", t("analysis.none"));
    const list = el("ol", "analysis-list");
    for (const decision of worst) {
      const item = el("li", "analysis-item");
      const jump = footerButton(decisionText(view, decision), () => go(decision.trick - 1));
      jump.className = "analysis-jump";
      item.append(jump);
      list.append(item);
    }
    const box = el("div", "analysis-summary");
    box.append(el("p", "analysis-status", t("analysis.costly")), list);
    return box;
  }

  const shownTricks = () => shown?.tricks ?? [];

  /** @param {number} index */
  function go(index) {
    at = Math.max(0, Math.min(index, shownTricks().length - 1));
    render();
  }

  // Redraws the review; the control that had the focus keeps it (by its class).
  function render() {
    if (!shown) return;
    const focused = shell.dialog.contains(document.activeElement) ? document.activeElement?.className : "";
    draw();
    const again = focused ? shell.dialog.querySelector(`[class="${CSS.escape(focused)}"]`) : null;
    if (again instanceof HTMLElement) again.focus();
  }

  function draw() {
    const view = viewOf();
    shell.title.textContent = t("review.title");
    const head = el("p", "review-contract", contractLabel(view));
    const mine = formatScore(view, /** @type {Review} */ (shown).result.scores[0], { currency: true });
    const score = el("p", "review-score", t(shared ? "review.sharedScore" : "review.score", { score: mine }));
    const body = shared ? [head, el("p", "review-seat-note", t("review.sharedSeat", { name: seatName(view, 0) })), score] : [head, score];
    const tricks = shownTricks();
    if (!tricks.length) body.push(el("p", "review-none", t("review.none")));
    else {
      const nav = el("div", "review-nav");
      const previous = footerButton(t("review.previous"), () => go(at - 1));
      previous.classList.add("review-previous");
      previous.disabled = at === 0;
      const next = footerButton(t("review.next"), () => go(at + 1));
      next.classList.add("review-next");
      next.disabled = at === tricks.length - 1;
      const where = el("span", "review-where", t("review.trickOf", { number: at + 1, total: tricks.length }));
      where.setAttribute("aria-live", "polite");
      nav.append(previous, where, next);
      body.push(nav, ...trickNodes(view, tricks[at]), ...callsNode(view), handsNode(view, tricks[at]));
    }
    body.push(analysisNode(view), shareNode());
    shell.body.replaceChildren(...body);
    shell.footer.replaceChildren(closeButton(shell));
  }

  function shareNode() {
    const box = el("section", "review-share");
    box.append(el("h3", "review-heading", t("review.share")));
    const record = /** @type {Review} */ (shown).record;
    const file = footerButton(t("review.export"), () => downloadRecord(record, `stichfest-${record.game}.json`));
    file.classList.add("review-export");
    const field = /** @type {HTMLInputElement} */ (el("input", "review-link"));
    field.readOnly = true;
    field.value = link;
    field.setAttribute("aria-label", t("review.linkLabel"));
    const copy = footerButton(t("review.copy"), async () => {
      field.select();
      try {
        await navigator.clipboard.writeText(link);
        copy.textContent = t("review.copied");
      } catch {
        copy.textContent = t("review.copyByHand");
      }
    });
    copy.classList.add("review-copy");
    const row = el("div", "review-link-row");
    row.append(field, copy);
    box.append(file, row);
    return box;
  }

  /**
   * Reviews `record` (an object, or its JSON text as read from a file or a code).
   * Rejects with the engine's error when it is not a finished deal.
   * @param {object | string} record
   * @param {boolean} [fromShare]  opened from a file or a link, not the person's own deal
   */
  async function open(record, fromShare = false) {
    const reviewed = /** @type {Review} */ (await call("review", { record }));
    if (shown === null || JSON.stringify(shown.record) !== JSON.stringify(reviewed.record)) analysis.reset();
    shown = reviewed;
    shared = fromShare;
    at = 0;
    link = await dealLink(reviewed.record);
    render();
    show(shell);
  }

  // Says why a deal did not open, in the import dialog as it is drawn now
  // (the table redraws open dialogs while the computer players move).
  /** @param {string} text */
  function tell(text) {
    const message = importer.body.querySelector(".import-message");
    if (message) message.textContent = text;
  }

  // Fills the import dialog; what was typed and said there stays.
  function renderImporter() {
    const typed = importer.body.querySelector("textarea")?.value ?? "";
    const said = importer.body.querySelector(".import-message")?.textContent ?? "";
    importer.title.textContent = t("review.importTitle");
    const message = el("p", "import-message", said);
    message.setAttribute("role", "alert");
    /** @param {Promise<string>} text */
    const tryOpen = (text) =>
      text.then((record) => open(record, true)).then(() => importer.dialog.close(), (error) => tell(importError(error)));
    const fileLabel = el("label", "import-label", t("review.importFile"));
    const file = /** @type {HTMLInputElement} */ (el("input", "import-file"));
    file.type = "file";
    file.accept = ".json,application/json";
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      // a file far larger than a record is not read into the page at all
      if (chosen) tryOpen(chosen.size > MAX_RECORD_BYTES ? Promise.reject(new Error("the record is larger than 1 MB")) : chosen.text());
    });
    fileLabel.append(file);
    const codeLabel = el("label", "import-label", t("review.importCode"));
    const code = /** @type {HTMLTextAreaElement} */ (el("textarea", "import-code"));
    code.rows = 3;
    code.value = typed;
    codeLabel.append(code);
    importer.body.replaceChildren(el("p", "import-about", t("review.importAbout")), fileLabel, codeLabel, message);
    importer.footer.replaceChildren(
      closeButton(importer),
      footerButton(t("review.importOpen"), () => tryOpen(decodeDeal(code.value)), true),
    );
  }

  return {
    open,
    shell,
    importer,
    render,
    renderImporter,
    /** @param {string} code  from a shared link; a bad one is told in the import dialog */
    async openShared(code) {
      try {
        await open(await decodeDeal(code), true);
      } catch (error) {
        renderImporter();
        show(importer);
        tell(importError(error));
      }
    },
  };
}
