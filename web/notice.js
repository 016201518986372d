// Short notices from the shell (settings repaired, a save that failed, the
// engine restarted, another tab playing): one line of translated text, an
// optional link, an optional action and a close button. A newer notice replaces an older one.

import { t } from "./i18n/i18n.js";

/** @param {string} id */
const part = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @type {string | null} */
let shown = null;

// Shows the text of `key`; `action`, when given, adds a button that runs it
// and replaces the close button (the notice then waits for that choice).
/**
 * @param {string} key
 * @param {{label: string, run: () => void}} [action]
 * @param {Record<string, unknown>} [params]  the text's parameters
 * @param {{label: string, href: string}} [link]  a link after the text, opened in a new tab
 */
export function notify(key, action, params = {}, link) {
  shown = key;
  const message = part("notice-message");
  message.textContent = t(key, params);
  if (link) {
    const anchor = document.createElement("a");
    anchor.href = link.href;
    anchor.target = "_blank";
    anchor.rel = "noopener";
    anchor.textContent = t(link.label);
    message.append(" ", anchor);
  }
  const button = /** @type {HTMLButtonElement} */ (part("notice-action"));
  button.hidden = !action;
  button.onclick = action ? () => action.run() : null;
  if (action) button.textContent = t(action.label);
  part("notice-close").hidden = Boolean(action);
  part("notice-close").onclick = () => dismiss();
  part("notice").hidden = false;
}

// Hides the notice; with `key`, only if that notice is the one shown.
/** @param {string} [key] */
export function dismiss(key) {
  if (key && key !== shown) return;
  shown = null;
  part("notice").hidden = true;
}
