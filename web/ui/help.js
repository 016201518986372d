// The rules help: pages web/rules/<language>/<game>.html, one section or
// paragraph per topic with the same ids in every language. A refusal
// (`refusal.*`) or a scoring item (`item.<name>`) links to the paragraph that
// explains it; the help opens in a dialog over the table, so the game stays.
import { language, t } from "../i18n/i18n.js";
import { closeButton, makeDialog, show } from "./dialog.js";

// The engine's refusals that can happen in either game.
const COMMON = {
  "refusal.no_seat": "turns",
  "refusal.not_your_seat": "turns",
  "refusal.not_your_turn": "turns",
  "refusal.unknown_action": "turns",
  "refusal.wrong_phase": "turns",
  "refusal.deal_over": "turns",
  "refusal.deal_not_finished": "turns",
  "refusal.unknown_card": "following",
  "refusal.card_not_held": "following",
  "refusal.follow_suit": "following",
  "refusal.follow_trump": "following",
};

/** @type {Record<string, Record<string, string>>} catalog key -> paragraph id, per game */
export const HELP_SECTIONS = {
  doppelkopf: {
    ...COMMON,
    "refusal.must_name_solo": "pflichtsolo",
    "refusal.wedding_needs_queens": "wedding",
    "refusal.announce_unclarified": "wedding-announcements",
    "refusal.announce_wrong_party": "announcements",
    "refusal.announce_repeated": "announcements",
    "refusal.announce_too_late": "deadlines",
    "refusal.announce_blocked": "replies",
    "item.won": "score-won",
    "item.under-90": "score-under",
    "item.under-60": "score-under",
    "item.under-30": "score-under",
    "item.schwarz": "score-under",
    "item.re-announced": "score-re-kontra",
    "item.kontra-announced": "score-re-kontra",
    "item.re-no90-announced": "score-absagen",
    "item.re-no60-announced": "score-absagen",
    "item.re-no30-announced": "score-absagen",
    "item.re-black-announced": "score-absagen",
    "item.kontra-no90-announced": "score-absagen",
    "item.kontra-no60-announced": "score-absagen",
    "item.kontra-no30-announced": "score-absagen",
    "item.kontra-black-announced": "score-absagen",
    "item.120-against-no90": "score-against",
    "item.90-against-no60": "score-against",
    "item.60-against-no30": "score-against",
    "item.30-against-black": "score-against",
    "item.gegen-die-alten": "extra-gegen-die-alten",
    "item.doppelkopf": "extra-doppelkopf",
    "item.fox-caught": "extra-fox",
    "item.karlchen": "extra-karlchen",
  },
  schafkopf: {
    ...COMMON,
    "refusal.bid_too_low": "bidding",
    "refusal.bid_not_possible": "bidding",
    "refusal.name_other_contract": "naming",
    "refusal.name_not_allowed": "naming",
    "refusal.called_ace_must_play": "called-ace",
    "refusal.called_ace_kept": "called-ace",
    "refusal.run_away": "run-away",
    "refusal.double_not_now": "doubles",
    "refusal.double_repeated": "doubles",
    "refusal.double_wrong_party": "doubles",
    "refusal.double_too_late": "doubles",
    "refusal.re_needs_kontra": "doubles",
    "item.rufspiel": "score-base",
    "item.wenz": "score-base",
    "item.solo": "score-base",
    "item.wenz-tout": "score-tout",
    "item.solo-tout": "score-tout",
    "item.sie": "score-sie",
    "item.schneider": "score-schneider",
    "item.schwarz": "score-schneider",
    "item.laufende": "score-laufende",
    "item.kontra": "score-doubles",
    "item.re": "score-doubles",
    "item.ramsch": "all-pass",
  },
};

/**
 * The address (relative to the app) of the rules help for `game` in the
 * active language, at the paragraph on `key` when one is given.
 * @param {string} game
 * @param {string} [key]  a catalog key: `refusal.*`, or `item.<name>` of a result item
 * @returns {string | null}  null when the key has no paragraph
 */
export function helpLink(game, key) {
  if (!(game in HELP_SECTIONS)) return null;
  const page = `rules/${language()}/${game}.html`;
  if (key === undefined) return page;
  const id = HELP_SECTIONS[game][key];
  return id ? `${page}#${id}` : null;
}

/** @type {{shell: import("./dialog.js").DialogShell, frame: HTMLIFrameElement} | null} */
let help = null;

/**
 * Opens the rules help at `url` (from helpLink) in a dialog over the table.
 * @param {string} url
 */
export function openHelp(url) {
  if (!help) {
    const shell = makeDialog("rules");
    const frame = document.createElement("iframe");
    frame.className = "rules-frame";
    shell.body.append(frame);
    help = { shell, frame };
  }
  help.shell.title.textContent = t("help.title");
  help.frame.title = t("help.title");
  help.frame.src = url;
  help.shell.footer.replaceChildren(closeButton(help.shell));
  show(help.shell);
}

/**
 * A link to the paragraph on `key` that opens the help in its dialog; null
 * when the key has no paragraph.
 * @param {string} game
 * @param {string} key
 * @param {string} text
 */
export function helpAnchor(game, key, text) {
  const url = helpLink(game, key);
  if (!url) return null;
  const link = document.createElement("a");
  link.className = "help-link";
  link.href = url;
  link.textContent = text;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    openHelp(url);
  });
  return link;
}
