// The first visit's welcome: the game and its rules, each with one line on
// it, and the language (the browser's to begin with); "Play" starts a new
// game with those choices. Later visits resume the save instead.
import { LANGUAGES, t } from "../i18n/i18n.js";
import { footerButton, makeDialog, show } from "./dialog.js";
import { radioGroup, refill } from "./form.js";
import { helpLink, openHelp } from "./help.js";
import { namedCard } from "./labels.js";

/** @import { Dispatch } from "./app.js" */
/** @import { View } from "../rpc.js" */

const GAMES = ["doppelkopf", "schafkopf"];
// Each game's rule sets: the setting that holds the choice and its values
// (as in the new-game dialog).
const VARIANTS = {
  doppelkopf: { setting: "dkPreset", prefix: "preset", values: ["tournament", "no-nines", "schweinchen"] },
  schafkopf: { setting: "skProfile", prefix: "profile", values: ["money", "points"] },
};

// The lines that name a card the rules single out: the engine's Doppelkopf
// view says which card it is.
/** @type {Record<string, string>} */
const CARD_IN_LINE = { doppelkopf: "alte", schweinchen: "schweinchen" };

/**
 * The quieter line of a game or rule set; none when it names a card the view does not name.
 * @param {View | null} view  the table's view
 * @param {string} value
 */
function optionLine(view, value) {
  const named = CARD_IN_LINE[value];
  if (!named) return t(`welcome.line.${value}`);
  const card = view ? namedCard(view, named) : "";
  return card ? t(`welcome.line.${value}`, { card }) : undefined;
}

/** The first of the browser's languages that the app speaks, else English. */
export function browserLanguage() {
  const codes = navigator.languages?.length ? navigator.languages : [navigator.language];
  return codes.map((code) => code.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.includes(code)) ?? "en";
}

/**
 * A radio group whose options carry a second, quieter line.
 * @param {string} name
 * @param {string} legend
 * @param {{value: string, label: string, line?: string}[]} options
 * @param {string} current
 * @param {(value: string) => void} onChange
 */
function describedGroup(name, legend, options, current, onChange) {
  const group = radioGroup(name, legend, options, current, onChange);
  for (const { value, line } of options) {
    const label = group.querySelector(`label[for="${name}-${value}"]`);
    if (!label || !line) continue;
    const small = document.createElement("span");
    small.className = "choice-line";
    small.textContent = line;
    label.append(small);
  }
  return group;
}

/**
 * Shows the welcome over the table; the person's choices go through
 * `dispatch` as settings, and "Play" deals a new game with them, then calls
 * `played`.
 * @param {Dispatch} dispatch
 * @param {() => void} played
 * @param {View | null} view  the table's view, which names the cards the rules single out
 */
export function welcome(dispatch, played, view) {
  const shell = makeDialog("welcome");
  const choice = { game: "doppelkopf", dkPreset: "tournament", skProfile: "money", language: browserLanguage() };
  // The welcome waits for a choice: Escape does not leave it empty-handed.
  shell.dialog.addEventListener("cancel", (event) => event.preventDefault());

  /** @param {Partial<typeof choice>} patch */
  async function choose(patch) {
    Object.assign(choice, patch);
    await dispatch({ type: "settings", patch });
    render();
  }

  function render() {
    const variant = VARIANTS[/** @type {keyof typeof VARIANTS} */ (choice.game)];
    shell.title.textContent = t("welcome.title");
    const intro = document.createElement("p");
    intro.textContent = t("welcome.intro");
    refill(shell.body, [
      intro,
      describedGroup("welcome-game", t("welcome.game"),
        GAMES.map((value) => ({ value, label: t(`game.${value}`), line: optionLine(view, value) })),
        choice.game, (game) => choose({ game })),
      describedGroup("welcome-variant", t("welcome.variant"),
        variant.values.map((value) => ({ value, label: t(`${variant.prefix}.${value}`), line: optionLine(view, value) })),
        /** @type {Record<string, string>} */ (choice)[variant.setting],
        (value) => choose({ [variant.setting]: value })),
      radioGroup("welcome-language", t("welcome.language"),
        LANGUAGES.map((value) => ({ value, label: t(`lang.${value}`) })),
        choice.language, (language) => choose({ language })),
    ]);
    shell.footer.replaceChildren(
      footerButton(t("welcome.rules"), () => openHelp(/** @type {string} */ (helpLink(choice.game)))),
      footerButton(t("welcome.play"), () => {
        shell.dialog.close();
        dispatch({ type: "settings", patch: { ...choice } });
        dispatch({ type: "new-game" });
        played();
      }, true),
    );
  }

  render();
  show(shell);
  choose({ language: choice.language });
}
