// Keyboard input: arrow keys move between the items of a group (roving
// tabindex), so Tab reaches each group once and Enter or Space acts.
// Left and right follow what is on screen: the hand never mirrors, button
// rows in the chrome do.
/**
 * @param {string} key
 * @param {boolean} rtl
 */
function step(key, rtl) {
  if (key === "ArrowDown") return 1;
  if (key === "ArrowUp") return -1;
  if (key === "ArrowRight") return rtl ? -1 : 1;
  if (key === "ArrowLeft") return rtl ? 1 : -1;
  return 0;
}

/**
 * @param {HTMLElement} container
 * @param {string} selector  the items, each an HTMLElement
 */
export function roving(container, selector) {
  container.addEventListener("keydown", (event) => {
    const items = [.../** @type {NodeListOf<HTMLElement>} */ (container.querySelectorAll(selector))];
    const index = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (index < 0) return;
    const rtl = getComputedStyle(container).direction === "rtl";
    let next;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    else if (step(event.key, rtl)) next = (index + step(event.key, rtl) + items.length) % items.length;
    else return;
    event.preventDefault();
    items[index].tabIndex = -1;
    items[next].tabIndex = 0;
    items[next].focus();
  });
}
