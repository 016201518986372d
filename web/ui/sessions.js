// Kept sessions: the history dialog (date, game, variant, deals, totals; a
// finished session can be deleted), the statistics dialog (the engine's sums
// per game and variant, as a table and a chart) and the question asked before
// New game ends a session with deals on its sheet.
import { deleteSession, listSessions, playingId } from "../history.js";
import { formatList, formatNumber, language, t } from "../i18n/i18n.js";
import { notify } from "../notice.js";
import { gameInPlaySaved } from "../storage.js";
import { winRateChart } from "./chart.js";
import { closeButton, footerButton, makeDialog } from "./dialog.js";
import { cell, formatScore, header, row, table } from "./scoring.js";
import { gameVocabulary, houseRules } from "./vocabulary.js";

/** @import { KeptSession } from "../history.js" */
/** @import { Dispatch } from "./app.js" */
/** @import { DialogShell } from "./dialog.js" */
/** @import { Snapshot, View } from "../rpc.js" */
/** @import { Settings } from "../storage.js" */

/**
 * The engine's statistics of one game and variant (docs/api.md `stats`).
 * @typedef {{played: number, won: number}} Tally
 * @typedef {object} StatsGroup
 * @property {string} game
 * @property {Record<string, string>} rules
 * @property {number} sessions
 * @property {number} deals
 * @property {number} practice_deals
 * @property {number} points
 * @property {number} points_per_deal
 * @property {Record<string, Tally>} parties
 * @property {{declarer: Tally, defender: Tally}} roles
 * @property {Tally} solos
 * @property {Tally} compulsory_solos
 * @property {{made: number, won: number}} announcements
 */


// The game and its variant in words, from the rules the session was started
// with: its rule set, and "house rules" when an option differs from it.
/**
 * @param {string} game
 * @param {Record<string, string>} rules
 */
export function variantLabel(game, rules) {
  const parts = [t(`game.${game}`)];
  for (const option of gameVocabulary(game)?.base ?? []) {
    const label = option.labels[rules[option.name]];
    if (label) parts.push(t(label));
  }
  if (houseRules(game, rules).length) parts.push(t("rules.houseRules"));
  return parts.join(" · ");
}

// Scores in the game's unit (money in euros), as the score sheet shows them.
/**
 * @param {string} game
 * @param {Record<string, string>} rules
 */
const unitView = (game, rules) => /** @type {View} */ (/** @type {unknown} */ ({ game, rules }));

/**
 * @param {string} text
 * @param {string} [className]
 */
function paragraph(text, className = "") {
  return cell("p", text, className);
}

// How many deals a session has, practice deals named apart: the one count
// the history and the question before a session ends both say.
/** @param {{practice?: boolean}[]} rows  the score sheet's rows, or a kept session's deals */
export function dealsText(rows) {
  const practice = rows.filter((row) => row.practice).length;
  const deals = t("sessions.deals", { count: rows.length });
  return practice ? `${deals} ${t("sessions.practiceDeals", { count: practice })}` : deals;
}

/** @param {Tally} tally */
function rate(tally) {
  if (!tally.played) return "–";
  const percent = formatNumber(tally.won / tally.played, { style: "percent" });
  return t("stats.wonOf", { won: tally.won, played: tally.played, percent });
}

// A dialog whose content is read when it opens (`load`) and drawn again from
// what was read on every later render (a language change, a computer's move).
/**
 * @template T
 * @param {DialogShell} shell
 * @param {() => Promise<T>} load
 * @param {(loaded: T) => Node[]} draw
 */
function loadedDialog(shell, load, draw) {
  /** @type {{data: T} | null} */
  let loaded = null;
  const redraw = () => {
    if (loaded) shell.body.replaceChildren(...draw(loaded.data));
    else shell.body.replaceChildren(paragraph(t("sessions.loading")));
  };
  const reload = async () => {
    loaded = null;
    redraw();
    loaded = { data: await load() };
    redraw();
  };
  return { fill: () => (shell.dialog.open ? redraw() : void reload()), reload };
}

// The kept sessions, or null when storage cannot be read.
const readKept = () => listSessions().catch(() => null);

// What the history and the statistics say when the browser lets no kept
// session be read (IndexedDB blocked or failing): that, and that the game in
// play is still saved when its own save (localStorage) was just written.
const unreadableHistory = () =>
  [t("historyRead.blocked"), ...(gameInPlaySaved() ? [t("historyRead.gameSaved")] : [])].join(" ");

// The note under a list that left out kept sessions it could not read.
/** @param {{unreadable: number}} read */
const unreadableNote = ({ unreadable }) => (unreadable ? [paragraph(t("sessions.unreadable"), "kept-unreadable")] : []);

/**
 * @param {Dispatch} dispatch
 * @param {(method: string, params?: object) => Promise<unknown>} call  the engine
 */
export function sessionDialogs(dispatch, call) {
  const history = makeDialog("history");
  const statistics = makeDialog("statistics");
  const endSession = makeDialog("end-session");
  /** @type {string | null} a delete pressed once, waiting for the second press */
  let deleting = null;

  /** @param {KeptSession} kept */
  function sessionItem(kept) {
    const item = document.createElement("li");
    item.className = "kept-session";
    const when = new Intl.DateTimeFormat(language(), { dateStyle: "medium", timeStyle: "short", numberingSystem: "latn" }).format(new Date(kept.started));
    const current = kept.id === playingId();
    const title = paragraph(current ? t("sessions.current", { when }) : when, "kept-when");
    const game = paragraph(variantLabel(kept.game, /** @type {Record<string, string>} */ (kept.rules)), "kept-game");
    const unit = unitView(kept.game, /** @type {Record<string, string>} */ (kept.rules));
    const totals = formatList(kept.totals.map((total, seat) => `${t(`player.${seat}`)} ${formatScore(unit, total)}`));
    const facts = paragraph(`${dealsText(kept.deals)} — ${totals}`, "kept-totals");
    item.append(title, game, facts);
    if (!current) {
      const armed = deleting === kept.id;
      const remove = footerButton(armed ? t("sessions.deleteSure") : t("sessions.delete"), () => {
        if (!armed) {
          deleting = kept.id;
          fillHistory();
          /** @type {HTMLElement | null} */ (history.body.querySelector(".kept-delete.danger"))?.focus();
          return;
        }
        deleting = null;
        deleteSession(kept.id).then(historyContent.reload, () => notify("notice.historyFailed"));
      });
      remove.className = armed ? "kept-delete danger" : "kept-delete";
      remove.setAttribute("aria-label", `${remove.textContent}: ${when}`);
      item.append(remove);
    }
    return item;
  }

  const historyContent = loadedDialog(history, readKept, (read) => {
    if (!read) return [paragraph(unreadableHistory(), "kept-unavailable")];
    if (!read.kept.length) return [paragraph(t("sessions.empty")), ...unreadableNote(read)];
    const list = document.createElement("ul");
    list.className = "kept-sessions";
    list.append(...read.kept.map(sessionItem));
    return [list, ...unreadableNote(read)];
  });

  function fillHistory() {
    history.title.textContent = t("sessions.title");
    history.footer.replaceChildren(
      footerButton(t("stats.title"), () => dispatch({ type: "open", dialog: "statistics" })),
      closeButton(history),
    );
    historyContent.fill();
  }

  /** @param {StatsGroup} group */
  function groupNodes(group) {
    const unit = unitView(group.game, group.rules);
    const heading = cell("h3", variantLabel(group.game, group.rules));
    /** @type {[string, string][]} */
    const lines = [
      [t("stats.sessions"), formatNumber(group.sessions)],
      [t("stats.deals"), formatNumber(group.deals)],
      [t("stats.pointsPerDeal"), formatScore(unit, group.points_per_deal)],
      ...Object.entries(group.parties).map(([party, tally]) => /** @type {[string, string]} */ ([t(`stats.party.${party}`), rate(tally)])),
      [t("stats.declarer"), rate(group.roles.declarer)],
      [t("stats.defender"), rate(group.roles.defender)],
      [t("stats.solos"), rate(group.solos)],
      [t("stats.compulsory"), rate(group.compulsory_solos)],
      [t("stats.announcements"), rate({ played: group.announcements.made, won: group.announcements.won })],
    ];
    const body = lines.map(([label, value]) => row([header(label), cell("td", value)]));
    const nodes = [heading, table(t("stats.caption"), [t("stats.what"), t("stats.value")], body)];
    const bars = [
      ...Object.entries(group.parties).map(([party, tally]) => ({ label: t(`stats.party.${party}`), tally })),
      { label: t("stats.declarer"), tally: group.roles.declarer },
      { label: t("stats.defender"), tally: group.roles.defender },
      { label: t("stats.solos"), tally: group.solos },
    ].filter(({ tally }) => tally.played > 0);
    if (bars.length) nodes.push(winRateChart(t("stats.chart"), bars));
    if (group.practice_deals) nodes.push(paragraph(t("stats.practiceApart", { count: group.practice_deals }), "stats-note"));
    const section = document.createElement("section");
    section.className = "stats-group";
    section.append(...nodes);
    return section;
  }

  /** @param {object[]} sessions */
  const sum = (sessions) => call("stats", { sessions }).then((summary) => /** @type {{groups: StatsGroup[]}} */ (summary).groups, () => null);

  // The sums, the catalog key of what went wrong, or null when no kept
  // session can be read. Sessions the engine refuses to sum (damaged in
  // storage) are left out like unreadable ones.
  const statisticsContent = loadedDialog(statistics, async () => {
    const read = await readKept();
    if (!read) return null;
    let { kept, unreadable } = read;
    let groups = kept.length ? await sum(kept) : [];
    if (!groups) {
      const sound = [];
      for (const session of kept) if (await sum([session])) sound.push(session);
      unreadable += kept.length - sound.length;
      kept = sound;
      groups = await sum(kept);
    }
    return groups ? { groups, unreadable } : "stats.failed";
  }, (summed) => {
    if (!summed) return [paragraph(unreadableHistory(), "kept-unavailable")];
    if (typeof summed === "string") return [paragraph(t(summed))];
    if (!summed.groups.length) return [paragraph(t("stats.empty")), ...unreadableNote(summed)];
    return [...summed.groups.map(groupNodes), ...unreadableNote(summed)];
  });

  function fillStatistics() {
    statistics.title.textContent = t("stats.title");
    statistics.footer.replaceChildren(closeButton(statistics));
    statisticsContent.fill();
  }

  /** @param {{practice?: boolean}[]} rows  the score sheet's rows */
  function fillEndSession(rows) {
    endSession.title.textContent = t("sessions.endTitle");
    endSession.body.replaceChildren(paragraph(t("sessions.endQuestion", { deals: dealsText(rows) })));
    endSession.footer.replaceChildren(
      footerButton(t("sessions.keepPlaying"), () => endSession.dialog.close()),
      footerButton(t("sessions.endAndStart"), () => {
        endSession.dialog.close();
        dispatch({ type: "new-game", confirmed: true });
      }, true),
    );
  }

  return {
    history: { shell: history, fill: fillHistory },
    statistics: { shell: statistics, fill: fillStatistics },
    endSession: { shell: endSession, fill: fillEndSession },
  };
}

// Settings the session takes without ending: they go to the engine's `configure`.
const WITHIN_SESSION = ["level", "think", "practice", "language", "deck"];
// Settings only a new session changes: the session's own are sent back.
const SESSION_OWN = ["game", "rules", "seed"];

/**
 * The params of `configure` for a settings change (docs/api.md), or null when
 * the change is none of the engine's business within the session.
 * @param {Partial<Settings>} patch
 * @param {Settings} settings  all of them, the patch applied
 * @param {Snapshot} snapshot
 */
export function configureParams(patch, settings, snapshot) {
  if (!WITHIN_SESSION.some((key) => key in patch)) return null;
  const session = /** @type {Record<string, unknown>} */ (snapshot.settings);
  /** @type {Record<string, unknown>} */
  const next = { ...settings };
  for (const key of SESSION_OWN) {
    if (key in session) next[key] = session[key];
    else delete next[key];
  }
  return { settings: next };
}
