// Where the browser lets the page keep nothing (storage.js canKeep), the game
// plays without saving and the person is told so once. In a frame on another
// site that is the browser's rule for third-party storage: the same game in a
// tab of its own is kept, so the notice links to it.

import { notify } from "./notice.js";

let told = false;

export function tellNothingKept() {
  if (told) return;
  told = true;
  if (window.parent === window) notify("notice.nothingKept");
  else notify("notice.nothingKeptFramed", undefined, {}, { label: "notice.openOwnTab", href: location.href });
}
