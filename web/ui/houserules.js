// "House rules…" in the new-game dialog: every option of the game beyond its
// rule set, folded into the engine's groups, each with its name, its
// one-line explanation and its values, and the rule set's own value named
// where the choice differs from it, and a link to the option's paragraph of
// the rules help. The closed fold counts the rules changed; a phone shows one
// group at a time.
import { formatNumber, t } from "../i18n/i18n.js";
import { radioGroup } from "./form.js";
import { helpAnchor } from "./help.js";
import { applies, highest, houseRules, optionValue, presetValue, withChoice } from "./vocabulary.js";

/** @import { GameVocabulary, RuleOption, RulesObject } from "./vocabulary.js" */

/**
 * The words for `value` of `option`.
 * @param {RuleOption} option
 * @param {unknown} value
 */
export const valueLabel = (option, value) => (option.type === "count" ? formatNumber(Number(value)) : t(option.labels[String(value)]));

// A screen this narrow is a phone's: there the groups are one accordion.
const PHONE = "(max-width: 30rem)";

/**
 * A fold that remembers whether the person opened it; folds given the same
 * `accordion` name close each other as one opens.
 * @param {string} id
 * @param {string} title
 * @param {Set<string>} opened
 * @param {string} [accordion]
 */
function fold(id, title, opened, accordion) {
  const box = document.createElement("details");
  box.id = id;
  if (accordion) box.name = accordion;
  box.open = opened.has(id);
  box.addEventListener("toggle", () => (box.open ? opened.add(id) : opened.delete(id)));
  const summary = document.createElement("summary");
  summary.textContent = title;
  box.append(summary);
  return box;
}

/**
 * A count as a number field: a value outside its range is not taken.
 * @param {string} id
 * @param {RuleOption} option
 * @param {number} current
 * @param {number} most
 * @param {(value: number) => void} onChange
 */
function countField(id, option, current, most, onChange) {
  const fieldset = document.createElement("fieldset");
  fieldset.className = "radio-group house-count";
  const legend = document.createElement("legend");
  legend.id = `${id}-name`;
  legend.textContent = t(option.key);
  const input = document.createElement("input");
  Object.assign(input, { type: "number", id, min: String(option.min), max: String(most), step: "1", value: String(current) });
  input.inputMode = "numeric";
  const label = document.createElement("label");
  label.htmlFor = id;
  label.id = `${id}-range`;
  label.textContent = t("rules.range", { min: formatNumber(option.min ?? 0), max: formatNumber(most) });
  input.setAttribute("aria-labelledby", `${legend.id} ${label.id}`);
  input.addEventListener("change", () => {
    const value = Number(input.value);
    if (Number.isInteger(value) && value >= (option.min ?? 0) && value <= most) onChange(value);
    else input.value = String(current);
  });
  const row = document.createElement("div");
  row.className = "count";
  row.append(label, input);
  fieldset.append(legend, row);
  return fieldset;
}

/**
 * One house rule: its values, its explanation, and the rule set's value when the choice differs.
 * @param {GameVocabulary} game
 * @param {RuleOption} option
 * @param {RulesObject} rules
 * @param {(rules: RulesObject) => void} choose
 */
function optionField(game, option, rules, choose) {
  const current = optionValue(game, option, rules);
  const id = `house-${option.name}`;
  /** @param {unknown} value */
  const pick = (value) => choose(withChoice(game, rules, option.name, value));
  const field = option.type === "count"
    ? countField(id, option, Number(current), highest(game, option, rules), pick)
    : radioGroup(id, t(option.key), (option.values ?? []).map((value) => ({ value: String(value), label: valueLabel(option, value) })),
      String(current), (value) => pick(option.type === "flag" ? value === "true" : value));
  field.classList.add("house-option");
  const preset = presetValue(game, option, rules);
  const differs = current !== preset;
  field.classList.toggle("changed", differs);
  const about = explain(field, "house-about", `${id}-about`,
    differs ? `${t(option.about)} ${t("rules.presetValue", { value: valueLabel(option, preset) })}` : t(option.about));
  const rule = helpAnchor(game.game, option.key, t("help.rule"));
  if (rule) about.append(" ", rule);
  return field;
}

/**
 * Puts the one-line explanation `text` under the legend of `field`, as its
 * description, and returns it.
 * @param {HTMLFieldSetElement} field
 * @param {string} className
 * @param {string} id
 * @param {string} text
 */
export function explain(field, className, id, text) {
  const about = document.createElement("p");
  about.className = className;
  about.id = id;
  about.textContent = text;
  field.setAttribute("aria-describedby", id);
  field.querySelector("legend")?.after(about);
  return about;
}

/**
 * @param {GameVocabulary} game
 * @param {RulesObject} rules
 * @param {(rules: RulesObject) => void} choose
 * @param {Set<string>} opened  the ids of the folds open
 */
export function houseRulesBox(game, rules, choose, opened) {
  const changed = houseRules(game.game, rules).length;
  const box = fold(`house-rules-${game.game}`, changed ? t("rules.houseChanged", { count: changed }) : t("rules.house"), opened);
  box.className = "house-rules";
  const hint = document.createElement("p");
  hint.className = "house-about";
  hint.textContent = t("rules.houseHint");
  box.append(hint);
  const phone = matchMedia(PHONE).matches;
  for (const group of game.groups) {
    const options = game.options.filter((option) => group.options.includes(option.name) && applies(game, option, rules));
    if (!options.length) continue;
    const part = fold(`house-${game.game}-${group.name}`, t(group.key), opened, phone ? `house-${game.game}` : undefined);
    part.className = "house-group";
    part.append(...options.map((option) => optionField(game, option, rules, choose)));
    box.append(part);
  }
  return box;
}
