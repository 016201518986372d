// Embeds Stichfest where this script stands (docs/embed.md):
//   <script src="https://…/embed.js" data-game="<game>" data-rules="<rule set>"
//           data-lang="ar" data-deck="french" data-origin="https://this-site.example"></script>
// inserts an iframe of embed.html right after the script, as wide as its
// container and as tall as the game, which reports its height.
(() => {
  // A first height until the game reports its own: room for the splash.
  const FIRST_HEIGHT = "40rem";
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) return;
  const address = new URL("embed.html", script.src);
  // Every data- attribute but the title goes to the address, a misspelt one
  // too: the game tells the console and the page which it ignored.
  for (const attribute of script.getAttributeNames()) {
    const name = attribute.startsWith("data-") ? attribute.slice("data-".length) : null;
    if (name && name !== "title") address.searchParams.set(name, /** @type {string} */ (script.getAttribute(attribute)));
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
