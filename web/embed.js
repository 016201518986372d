// Embeds Stichfest where this script stands (docs/embed.md):
//   <script src="https://…/embed.js" data-game="doppelkopf" data-rules="schweinchen"
//           data-lang="ar" data-deck="french" data-origin="https://this-site.example"></script>
// inserts an iframe of embed.html right after the script, as wide as its
// container and as tall as the game, which reports its height.
(() => {
  const PARAMETERS = ["game", "rules", "deck", "lang", "level", "seed", "origin"];
  // A first height until the game reports its own: room for the splash.
  const FIRST_HEIGHT = "40rem";
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) return;
  const address = new URL("embed.html", script.src);
  for (const name of PARAMETERS) {
    const value = script.getAttribute(`data-${name}`);
    if (value !== null) address.searchParams.set(name, value);
  }
  const frame = document.createElement("iframe");
  frame.className = "stichfest-embed";
  frame.src = address.href;
  frame.title = script.dataset.title ?? "Stichfest";
  Object.assign(frame.style, { display: "block", inlineSize: "100%", blockSize: FIRST_HEIGHT, border: "0" });
  script.after(frame);
  window.addEventListener("message", (event) => {
    const { type, height } = event.data ?? {};
    if (event.source !== frame.contentWindow || event.origin !== address.origin) return;
    if (type === "stichfest:resize" && Number.isFinite(height) && height > 0) frame.style.blockSize = `${height}px`;
  });
})();
