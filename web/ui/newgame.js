// The new-game dialog: game, rules (preset, or tariff and deck), computer
// level and time per move, and language. The choices are a draft that only
// "Deal" applies (with the new game); Cancel, Escape or "Keep playing" at the
// question before a session ends leave every setting as it was.
import { LANGUAGES, t } from "../i18n/i18n.js";
import { footerButton, makeDialog } from "./dialog.js";
import { radioGroup, refill } from "./form.js";

/** @import { Settings } from "../storage.js" */
/** @import { Dispatch } from "./app.js" */

const LEVELS = ["easy", "normal", "strong"];
// The longest a computer move may take, in seconds ("auto": the level's own).
const THINK = ["auto", "0.25", "0.5", "1", "2"];
const PRESETS = ["tournament", "no-nines", "schweinchen"];
const PROFILES = ["money", "points"];
const DECKS = ["long", "short"];

/** @type {(values: string[], prefix: string) => {value: string, label: string}[]} */
const options = (values, prefix) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
const thinkOptions = () =>
  THINK.map((value) => ({
    value,
    label: value === "auto" ? t("think.auto") : t("think.seconds", { count: Number(value) }),
  }));

// The computer players' level and the most time a move may take, as radio
// groups (the settings dialog offers them too: they change within a session).
/**
 * @param {string} name
 * @param {string} current
 * @param {(value: string) => void} onChange
 */
export const levelGroup = (name, current, onChange) => radioGroup(name, t("ui.level"), options(LEVELS, "level"), current, onChange);
/**
 * @param {string} name
 * @param {string | undefined} current
 * @param {(value: string) => void} onChange
 */
export const thinkGroup = (name, current, onChange) => radioGroup(name, t("ui.think"), thinkOptions(), current ?? "auto", onChange);

// The person's last choices, for settings that do not hold them yet.
const DEFAULTS = { dkPreset: "tournament", skProfile: "money", skDeck: "long", think: "auto" };

// The rules object the engine gets for the person's choices (docs/record.md).
// Rules with options beyond those choices (an embedded game's, set by its
// page) stay as they are while the choices name their variant.
/** @param {Settings} settings */
export function rulesOf(settings) {
  const s = { ...DEFAULTS, ...settings };
  const chosen = s.game === "doppelkopf" ? { preset: s.dkPreset } : { profile: s.skProfile, deck: s.skDeck };
  const current = /** @type {Record<string, unknown>} */ (settings.rules ?? {});
  return Object.entries(chosen).every(([name, value]) => current[name] === value) ? current : chosen;
}

/** @param {Dispatch} dispatch */
export function newGameDialog(dispatch) {
  const shell = makeDialog("new-game");
  /** @type {Partial<Settings>} the choices made since the dialog opened */
  let draft = {};
  /** @type {Settings | null} */
  let shown = null;
  shell.dialog.addEventListener("close", () => (draft = {}));
  /** @type {(key: keyof Settings) => (value: string) => void} */
  const set = (key) => (value) => {
    draft = { ...draft, [key]: value };
    if (shown) render(shown);
  };

  /** @param {Settings} settings */
  function render(settings) {
    shown = settings;
    const prefs = { ...DEFAULTS, ...settings, ...draft };
    shell.title.textContent = t("ui.newGame");
    const rules =
      prefs.game === "doppelkopf"
        ? [radioGroup("preset", t("ui.rules"), options(PRESETS, "preset"), prefs.dkPreset, set("dkPreset"))]
        : [
            radioGroup("profile", t("ui.rules"), options(PROFILES, "profile"), prefs.skProfile, set("skProfile")),
            radioGroup("deck", t("ui.deck"), options(DECKS, "deck"), prefs.skDeck, set("skDeck")),
          ];
    refill(shell.body, [
      radioGroup("game", t("ui.game"), options(["doppelkopf", "schafkopf"], "game"), prefs.game, set("game")),
      ...rules,
      levelGroup("level", prefs.level, set("level")),
      thinkGroup("think", prefs.think, set("think")),
      radioGroup("language", t("ui.language"), options(LANGUAGES, "lang"), prefs.language, set("language")),
    ]);
    const shared = footerButton(t("review.openDeal"), () => {
      shell.dialog.close();
      dispatch({ type: "open", dialog: "open-deal" });
    });
    shared.classList.add("open-deal");
    shell.footer.replaceChildren(
      shared,
      footerButton(t("ui.cancel"), () => shell.dialog.close()),
      footerButton(t("ui.start"), () => {
        const patch = draft;
        shell.dialog.close();
        dispatch({ type: "new-game", patch });
      }, true),
    );
  }

  return { shell, render };
}
