// The rules help: pages web/rules/<language>/<game>.html, one section or
// paragraph per topic with the same ids in every language. A refusal
// (`refusal.*`) or a scoring item (`item.<name>`) links to the paragraph the
// engine names for it (vocabulary.js); the help opens in a dialog over the
// table, so the game stays.
import { language, t } from "../i18n/i18n.js";
import { closeButton, makeDialog, show } from "./dialog.js";
import { gameVocabulary } from "./vocabulary.js";

/**
 * The address (relative to the app) of the rules help for `game` in the
 * active language, at the paragraph on `key` when one is given.
 * @param {string} game
 * @param {string} [key]  a catalog key: `refusal.*`, or `item.<name>` of a result item
 * @returns {string | null}  null when the key has no paragraph
 */
export function helpLink(game, key) {
  const sections = gameVocabulary(game)?.help;
  if (!sections) return null;
  const page = `rules/${language()}/${game}.html`;
  if (key === undefined) return page;
  const id = sections[key];
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
