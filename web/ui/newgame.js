// The new-game dialog: game, its rule set (the engine's presets and base
// options), "House rules…" with every other option of the game grouped and
// explained, computer level and time per move, and language. Every choice
// comes from the engine's vocabulary (vocabulary.js). The choices are a draft
// that only "Deal" applies (with the new game); Cancel, Escape or "Keep
// playing" at the question before a session ends leave every setting as it was.
import { LANGUAGES, t } from "../i18n/i18n.js";
import { footerButton, makeDialog } from "./dialog.js";
import { radioGroup, refill } from "./form.js";
import { explain, houseRulesBox } from "./houserules.js";
import { gameVocabulary, vocabulary, withChoice } from "./vocabulary.js";

/** @import { Settings } from "../storage.js" */
/** @import { Dispatch } from "./app.js" */
/** @import { RuleOption, RulesObject } from "./vocabulary.js" */

// The longest a computer move may take, in seconds ("auto": the level's own);
// those within the engine's range are offered.
const THINK = ["auto", "0.25", "0.5", "1", "2"];

const thinkOptions = () => {
  const range = vocabulary()?.think;
  return THINK.filter((value) => value === "auto" || !range || (Number(value) >= range.min && Number(value) <= range.max)).map((value) => ({
    value,
    label: value === "auto" ? t("think.auto") : t("think.seconds", { count: Number(value) }),
  }));
};

// The computer players' level and the most time a move may take, as radio
// groups (the settings dialog offers them too: they change within a session).
/**
 * @param {string} name
 * @param {string} current
 * @param {(value: string) => void} onChange
 */
export const levelGroup = (name, current, onChange) =>
  radioGroup(name, t("ui.level"), (vocabulary()?.levels ?? []).map(({ name: value, key }) => ({ value, label: t(key) })), current, onChange);
/**
 * @param {string} name
 * @param {string | undefined} current
 * @param {(value: string) => void} onChange
 */
export const thinkGroup = (name, current, onChange) => radioGroup(name, t("ui.think"), thinkOptions(), current ?? "auto", onChange);

/**
 * The rules the dialog starts from for `game`: those in play when it is the
 * game in play, else the last chosen for it.
 * @param {Settings} settings
 * @param {string} game
 * @returns {RulesObject}
 */
function rulesFor(settings, game) {
  if (game === settings.game && settings.rules) return /** @type {RulesObject} */ (settings.rules);
  return settings.ruleChoices?.[game] ?? {};
}

// The rules object the engine gets for the person's choices (docs/record.md):
// the rule set and every house rule that differs from it.
/** @param {Settings} settings */
export function rulesOf(settings) {
  return rulesFor(settings, settings.game);
}

/**
 * A base option (the rule set, a deck) as a radio group with its one-line explanation.
 * @param {RuleOption} option
 * @param {RulesObject} rules
 * @param {(value: string) => void} onChange
 */
function baseGroup(option, rules, onChange) {
  const values = /** @type {string[]} */ (option.values ?? []);
  const current = /** @type {string} */ (rules[option.name] ?? option.default);
  const group = radioGroup(option.name, t(option.key), values.map((value) => ({ value, label: t(option.labels[value]) })), current, onChange);
  explain(group, "base-about", `${option.name}-about`, t(option.about));
  return group;
}

/** @param {Dispatch} dispatch */
export function newGameDialog(dispatch) {
  const shell = makeDialog("new-game");
  /** @type {Partial<Settings>} the choices made since the dialog opened */
  let draft = {};
  /** @type {Record<string, RulesObject>} the rules chosen for each game since the dialog opened */
  let drafted = {};
  /** @type {Set<string>} the folds the person opened, kept open while the dialog is redrawn */
  const opened = new Set();
  /** @type {Settings | null} */
  let shown = null;
  shell.dialog.addEventListener("close", () => {
    draft = {};
    drafted = {};
    opened.clear();
  });
  const redraw = () => shown && render(shown);
  /** @type {(key: keyof Settings) => (value: string) => void} */
  const set = (key) => (value) => {
    draft = { ...draft, [key]: value };
    redraw();
  };

  /** @param {Settings} settings */
  function render(settings) {
    shown = settings;
    const prefs = { ...settings, ...draft };
    const game = gameVocabulary(prefs.game);
    const rules = drafted[prefs.game] ?? rulesFor(settings, prefs.game);
    /** @param {RulesObject} changed */
    const choose = (changed) => {
      drafted = { ...drafted, [prefs.game]: changed };
      redraw();
    };
    shell.title.textContent = t("ui.newGame");
    const games = vocabulary()?.games ?? [];
    refill(shell.body, [
      radioGroup("game", t("ui.game"), games.map(({ game: value, key }) => ({ value, label: t(key) })), prefs.game, set("game")),
      ...(game ? game.base.map((option) => baseGroup(option, rules, (value) => choose(withChoice(game, rules, option.name, value)))) : []),
      ...(game ? [houseRulesBox(game, rules, choose, opened)] : []),
      levelGroup("level", prefs.level, set("level")),
      thinkGroup("think", prefs.think, set("think")),
      radioGroup("language", t("ui.language"), LANGUAGES.map((value) => ({ value, label: t(`lang.${value}`) })), prefs.language, set("language")),
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
        const chosenGame = prefs.game;
        const chosenRules = drafted[chosenGame] ?? rulesFor(settings, chosenGame);
        const patch = { ...draft, rules: chosenRules, ruleChoices: { ...settings.ruleChoices, [chosenGame]: chosenRules } };
        shell.dialog.close();
        dispatch({ type: "new-game", patch });
      }, true),
    );
  }

  return { shell, render };
}
