// The "Play" button of a page: starts the embedded game that the page
// describes, right below the button, by the game's one-line embed.js, and
// shows the score of each finished deal that the game reports.
for (const button of document.querySelectorAll("button[data-embed]")) {
  button.addEventListener("click", () => {
    const script = document.createElement("script");
    script.src = new URL("embed.js", button.dataset.embed).href;
    for (const name of ["game", "rules", "deck", "lang"]) {
      if (button.dataset[name]) script.dataset[name] = button.dataset[name];
    }
    script.dataset.origin = location.origin;
    button.hidden = true;
    button.after(script);
  }, { once: true });
}

// A score as the game counts it: the message names its unit (points, or
// cents of a currency in a money game, docs/embed.md). Arabic with the
// Western digits, as the game shows them.
const locale = document.documentElement.lang === "ar" ? "ar-u-nu-latn" : document.documentElement.lang;
function scoreText({ scores, unit, currency }) {
  if (unit === "cents") return new Intl.NumberFormat(locale, { style: "currency", currency }).format(scores[0] / 100);
  return new Intl.NumberFormat(locale).format(scores[0]);
}

const status = document.querySelector(".last-deal");
window.addEventListener("message", (event) => {
  const game = document.querySelector("iframe.stichfest-embed");
  if (!status || !game || event.source !== game.contentWindow) return;
  if (event.data?.type !== "stichfest:deal-finished") return;
  status.textContent = status.dataset.text.replace("{score}", scoreText(event.data));
  status.hidden = false;
});
