// The first visit's welcome: the game and its rules, each with one line on
// it, and the language (the browser's to begin with); "Play" starts a new
// game with those choices. Later visits resume the save instead.
import { LANGUAGES, t } from "../i18n/i18n.js";
import { footerButton, makeDialog, show } from "./dialog.js";
import { radioGroup, refill } from "./form.js";
import { wordsOf } from "./games/index.js";
import { helpLink, openHelp } from "./help.js";
import { namedCard } from "./labels.js";
import { gameVocabulary, vocabulary } from "./vocabulary.js";

/** @import { Dispatch } from "./app.js" */
/** @import { View } from "../rpc.js" */
/** @import { RulesObject } from "./vocabulary.js" */

// A game's rule sets: the engine's option that sets the others (its `preset`),
// as in the new-game dialog.
/** @param {string} game */
function variantOf(game) {
  const known = gameVocabulary(game);
  return known?.base.find((option) => option.name === known.preset) ?? null;
}

/**
 * The quieter line of a game or rule set; none when it names a card the view
 * does not name (which card, the game's words say).
 * @param {View | null} view  the table's view
 * @param {string} game  the game the line is of
 * @param {string} value  the game or one of its rule sets
 */
function optionLine(view, game, value) {
  const named = wordsOf(game).cardInLine[value];
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
  // The game of the deal behind the welcome, else the first the engine lists.
  const choice = { game: view?.game ?? vocabulary()?.games[0]?.game ?? "", language: browserLanguage() };
  /** @type {Record<string, RulesObject>} the rule set chosen for each game */
  const rules = {};
  // The welcome waits for a choice: Escape does not leave it empty-handed.
  shell.dialog.addEventListener("cancel", (event) => event.preventDefault());
  // The settings of the choices: the rules go with their game.
  const settingsOf = () => ({ ...choice, rules: rules[choice.game] ?? {}, ruleChoices: rules });

  /** @param {Partial<typeof choice>} patch */
  async function choose(patch) {
    Object.assign(choice, patch);
    await dispatch({ type: "settings", patch: { ...patch, ...("game" in patch && settingsOf()) } });
    render();
  }

  function render() {
    const variant = variantOf(choice.game);
    const games = vocabulary()?.games ?? [];
    shell.title.textContent = t("welcome.title");
    const intro = document.createElement("p");
    intro.textContent = t("welcome.intro");
    refill(shell.body, [
      intro,
      describedGroup("welcome-game", t("welcome.game"),
        games.map(({ game: value, key }) => ({ value, label: t(key), line: optionLine(view, value, value) })),
        choice.game, (game) => choose({ game })),
      ...(variant ? [describedGroup("welcome-variant", t("welcome.variant"),
        /** @type {string[]} */ (variant.values ?? []).map((value) => ({ value, label: t(variant.labels[value]), line: optionLine(view, choice.game, value) })),
        /** @type {string} */ ((rules[choice.game] ?? {})[variant.name] ?? variant.default),
        (value) => {
          rules[choice.game] = { [variant.name]: value };
          choose({});
        })] : []),
      radioGroup("welcome-language", t("welcome.language"),
        LANGUAGES.map((value) => ({ value, label: t(`lang.${value}`) })),
        choice.language, (language) => choose({ language })),
    ]);
    shell.footer.replaceChildren(
      footerButton(t("welcome.rules"), () => openHelp(/** @type {string} */ (helpLink(choice.game)))),
      footerButton(t("welcome.play"), () => {
        shell.dialog.close();
        dispatch({ type: "settings", patch: settingsOf() });
        dispatch({ type: "new-game" });
        played();
      }, true),
    );
  }

  render();
  show(shell);
  choose({ language: choice.language });
}
