// The settings dialog: language, the card design of the game on the table,
// large cards, and how a finished trick clears.
import { LANGUAGES, t } from "../i18n/i18n.js";
import { activeDeck, decksOf } from "./decks/registry.js";
import { closeButton, makeDialog } from "./dialog.js";
import { checkbox, radioGroup, refill } from "./form.js";
import { DEFAULT_PACE, PACES } from "./pace.js";
import { levelGroup, thinkGroup } from "./newgame.js";

/** @import { Settings } from "../storage.js" */
/** @import { Dispatch } from "./app.js" */

/** @param {Dispatch} dispatch */
export function settingsDialog(dispatch) {
  const shell = makeDialog("settings");
  /** @type {(key: keyof Settings) => (value: string | boolean) => void} */
  const set = (key) => (value) => dispatch({ type: "settings", patch: { [key]: value } });

  /**
   * @param {Settings} settings
   * @param {string} game  the game on the table, whose packs are offered
   */
  function render(settings, game) {
    shell.title.textContent = t("ui.settings");
    refill(shell.body, [
      radioGroup("settings-language", t("ui.language"),
        LANGUAGES.map((value) => ({ value, label: t(`lang.${value}`) })), settings.language, set("language")),
      radioGroup("settings-deck", t("pack.label"),
        decksOf(game).map(({ id }) => ({ value: id, label: t(`pack.${id}`) })), activeDeck(game).id, set("deck")),
      checkbox("settings-large", t("ui.largeCards"), Boolean(settings.largeCards), set("largeCards")),
      radioGroup("settings-trick", t("ui.trickClear"),
        ["auto", "tap"].map((value) => ({ value, label: t(`ui.trickClear.${value}`) })), settings.trickClear ?? "auto", set("trickClear")),
      radioGroup("settings-pace", t("motion.pace"),
        PACES.map((value) => ({ value, label: t(`motion.pace.${value}`) })), settings.pace ?? DEFAULT_PACE, set("pace")),
      checkbox("settings-sound", t("motion.sound"), Boolean(settings.sound), set("sound")),
      // these three change within the session (the level from the next deal)
      levelGroup("settings-level", settings.level, set("level")),
      thinkGroup("settings-think", settings.think, set("think")),
      checkbox("settings-practice", t("practice.setting"), Boolean(settings.practice), set("practice")),
    ]);
    shell.footer.replaceChildren(closeButton(shell));
  }

  return { shell, render };
}
