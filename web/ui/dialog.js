// A modal <dialog> shell: a heading, a body filled by its owner, and a
// footer of buttons. Escape and the close button dismiss it.
import { t } from "../i18n/i18n.js";

/** @typedef {ReturnType<typeof makeDialog>} DialogShell */

/** @param {string} name */
export function makeDialog(name) {
  const dialog = document.createElement("dialog");
  dialog.className = `dialog dialog-${name}`;
  dialog.id = `dialog-${name}`;
  const title = document.createElement("h2");
  title.id = `${dialog.id}-title`;
  dialog.setAttribute("aria-labelledby", title.id);
  const body = document.createElement("div");
  body.className = "dialog-body";
  const footer = document.createElement("div");
  footer.className = "dialog-footer";
  dialog.append(title, body, footer);
  document.body.append(dialog);
  return { dialog, title, body, footer };
}

/**
 * @param {string} text
 * @param {() => void} onClick
 * @param {boolean} [primary]
 */
export function footerButton(text, onClick, primary = false) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = primary ? "primary" : "";
  node.autofocus = primary; // the dialog opens with its main action under the keyboard
  node.textContent = text;
  node.addEventListener("click", onClick);
  return node;
}

/** @param {DialogShell} shell */
export function closeButton(shell) {
  return footerButton(t("ui.close"), () => shell.dialog.close());
}

/** @param {DialogShell} shell */
export function show(shell) {
  if (!shell.dialog.open) shell.dialog.showModal();
}
