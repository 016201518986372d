// The table is one screen high (fit.css), but what it must show at once can
// be taller than a short phone: the longest top bar, every announcement, a
// hint and large cards. Then the hand's cards shrink just enough for the
// table to fit, instead of the hand sliding over the toolbar; they never go
// below SMALLEST pixels, and are as large as the theme says whenever they fit.

const SMALLEST = 30;

/**
 * @param {HTMLElement} play  the part between the top bar and the toolbar
 * @param {HTMLElement} hand
 */
export function squeezeHand(play, hand) {
  hand.style.removeProperty("--card-w");
  // The hand's height follows its cards' width, so a few steps close the gap.
  for (let step = 0; step < 4; step += 1) {
    const over = play.scrollHeight - play.clientHeight;
    const card = hand.querySelector(".card-svg");
    if (over <= 0 || !card || hand.hidden) return;
    const width = card.getBoundingClientRect().width;
    const next = Math.max(SMALLEST, Math.floor(width - (over * width) / hand.getBoundingClientRect().height) - 1);
    if (next >= width) return;
    hand.style.setProperty("--card-w", `${next}px`);
  }
}
