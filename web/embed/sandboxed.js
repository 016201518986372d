// A classic script, not a module: in a frame sandboxed without
// allow-same-origin the page's origin is opaque, the browser refuses it every
// module and worker of the game's own site, and the game can never start.
// Instead of loading for ever the frame says so, in the address's language
// (the words are in embed.html, made from the catalogs), and the console
// tells the site's owner (docs/embed.md).
if (self.origin === "null") {
  document.addEventListener("DOMContentLoaded", () => {
    const wanted = new URLSearchParams(location.search).get("lang") || navigator.language.slice(0, 2);
    const words = /** @type {HTMLElement | null} */ (
      document.querySelector(`#sandboxed p[lang="${CSS.escape(wanted)}"]`) ?? document.querySelector('#sandboxed p[lang="en"]')
    );
    if (words) words.hidden = false;
    /** @type {HTMLElement} */ (document.getElementById("sandboxed")).hidden = false;
    /** @type {HTMLElement} */ (document.getElementById("splash")).hidden = true;
    console.warn("Stichfest embed: the frame's sandbox lacks allow-same-origin, without which the game cannot load (docs/embed.md).");
  });
}
