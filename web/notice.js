// Short notices from the shell (settings repaired, a save that failed, the
// engine restarted, another tab playing): one line of translated text, an
// optional link, an optional action and a close button. Notices stack: the
// newest shows, and one that is still true comes back when the newer one is
// closed, so that a failed save is never hidden for good by a later notice.

import { t } from "./i18n/i18n.js";

/** @param {string} id */
const part = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * @typedef {object} Notice
 * @property {string} key
 * @property {{label: string, run: () => void}} [action]
 * @property {Record<string, unknown>} params
 * @property {{label: string, href: string}} [link]
 */

/** @type {Notice[]} the notices still open, the newest last */
let open = [];

/** @param {Notice} notice */
function show({ key, action, params, link }) {
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
  part("notice-close").onclick = () => dismiss(key);
  part("notice").hidden = false;
}

function showNewest() {
  const newest = open.at(-1);
  if (newest) show(newest);
  else part("notice").hidden = true;
}

// Shows the text of `key` above any older notice; a notice still open keeps
// its place when told again (a save that fails at every move does not push
// itself over a newer notice). `action`, when given, adds a button that runs
// it and replaces the close button (the notice then waits for that choice).
/**
 * @param {string} key
 * @param {{label: string, run: () => void}} [action]
 * @param {Record<string, unknown>} [params]  the text's parameters
 * @param {{label: string, href: string}} [link]  a link after the text, opened in a new tab
 */
export function notify(key, action, params = {}, link) {
  const notice = { key, action, params, link };
  const at = open.findIndex((shown) => shown.key === key);
  open = at < 0 ? [...open, notice] : open.with(at, notice);
  showNewest();
}

// Closes the notice of `key` (no longer true, or closed by the person); the
// newest one left shows again.
/** @param {string} key */
export function dismiss(key) {
  if (!open.some((notice) => notice.key === key)) return;
  open = open.filter((notice) => notice.key !== key);
  showNewest();
}
