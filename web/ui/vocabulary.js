// The game's vocabulary as the engine describes it (docs/api.md `describe`):
// the games, every rules option with its values and catalog keys, the levels
// and the thinking-time range, and the help paragraph of each refusal and
// scoring item. The front end keeps no list of its own; this module holds the
// engine's answer and reads rules objects (docs/record.md) against it.

/**
 * @typedef {object} RuleOption
 * @property {string} name  as in a record's rules
 * @property {"choice" | "flag" | "count"} type
 * @property {(string | boolean)[]} [values]  a choice's or a flag's
 * @property {number} [min]  a count's
 * @property {number} [max]
 * @property {unknown} default
 * @property {Record<string, unknown>} [presets]  the value under each preset (a house rule's)
 * @property {string} [group]
 * @property {Record<string, (string | boolean)[]>} [only]  applies only where a base option or house rule has one of these values
 * @property {Record<string, Record<string, number>>} [max_by]  a base option's value lowers the highest
 * @property {string} key  the catalog key of its name
 * @property {string} [help]  its paragraph of the rules help (a house rule's)
 * @property {string} about  of its one-line explanation
 * @property {Record<string, string>} labels  of each value's label
 */
/**
 * @typedef {object} GameVocabulary
 * @property {string} game
 * @property {string} key
 * @property {string} preset  the base option whose value sets the house rules' defaults
 * @property {RuleOption[]} base  chosen first: the preset (and a deck)
 * @property {RuleOption[]} options  the house rules
 * @property {{name: string, key: string, options: string[]}[]} groups
 * @property {Record<string, string>} help  catalog key -> help paragraph
 */
/**
 * @typedef {object} Vocabulary
 * @property {GameVocabulary[]} games
 * @property {{name: string, key: string}[]} levels
 * @property {string} level
 * @property {{min: number, max: number, default: string}} think
 */
/** @typedef {Record<string, unknown>} RulesObject  a record's rules: base and house options by name */

/** @type {Vocabulary | null} */
let known = null;

/** @param {Vocabulary} vocabulary  the engine's `describe` */
export function setVocabulary(vocabulary) {
  known = vocabulary;
}

/** @returns {Vocabulary | null} */
export const vocabulary = () => known;

/** @param {string} game */
export const gameVocabulary = (game) => known?.games.find((entry) => entry.game === game) ?? null;

/**
 * The value of base option `option` in `rules`.
 * @param {RuleOption} option
 * @param {RulesObject} rules
 */
const baseValue = (option, rules) => /** @type {string} */ (rules[option.name] ?? option.default);

/**
 * Whether house rule `option` applies under `rules`: each base option or
 * house rule its `only` names has one of the values listed there.
 * @param {GameVocabulary} game
 * @param {RuleOption} option
 * @param {RulesObject} rules
 */
export function applies(game, option, rules) {
  return Object.entries(option.only ?? {}).every(([name, allowed]) => {
    const base = game.base.find((entry) => entry.name === name);
    if (base) return allowed.includes(baseValue(base, rules));
    const other = game.options.find((entry) => entry.name === name);
    return !other || allowed.includes(/** @type {string | boolean} */ (optionValue(game, other, rules)));
  });
}

/**
 * The highest value of count `option` under the base choices of `rules`.
 * @param {GameVocabulary} game
 * @param {RuleOption} option
 * @param {RulesObject} rules
 */
export function highest(game, option, rules) {
  let most = option.max ?? 0;
  for (const [name, limits] of Object.entries(option.max_by ?? {})) {
    const base = game.base.find((entry) => entry.name === name);
    if (base) most = Math.min(most, limits[baseValue(base, rules)] ?? most);
  }
  return most;
}

/**
 * The value house rule `option` has under the preset `rules` names.
 * @param {GameVocabulary} game
 * @param {RuleOption} option
 * @param {RulesObject} rules
 */
export function presetValue(game, option, rules) {
  const preset = game.base.find((entry) => entry.name === game.preset);
  const named = preset ? baseValue(preset, rules) : "";
  return option.presets && named in option.presets ? option.presets[named] : option.default;
}

/**
 * The value of house rule `option` in `rules`.
 * @param {GameVocabulary} game
 * @param {RuleOption} option
 * @param {RulesObject} rules
 */
export const optionValue = (game, option, rules) => (option.name in rules ? rules[option.name] : presetValue(game, option, rules));

/**
 * Whether `value` is one house rule `option` takes under the base choices of `rules`.
 * @param {GameVocabulary} game
 * @param {RuleOption} option
 * @param {RulesObject} rules
 * @param {unknown} value
 */
function allowed(game, option, rules, value) {
  if (!applies(game, option, rules)) return false;
  if (option.type === "count") {
    return Number.isInteger(value) && /** @type {number} */ (value) >= (option.min ?? 0) && /** @type {number} */ (value) <= highest(game, option, rules);
  }
  return (option.values ?? []).includes(/** @type {string | boolean} */ (value));
}

/**
 * `rules` with option `name` set to `value`: a house rule equal to its
 * preset's value, or one the base choices no longer allow, is left out, so
 * that the rules name only what differs from the preset (as a record does).
 * @param {GameVocabulary} game
 * @param {RulesObject} rules
 * @param {string} name
 * @param {unknown} value
 * @returns {RulesObject}
 */
export function withChoice(game, rules, name, value) {
  const chosen = { ...rules, [name]: value };
  for (const option of game.options) {
    if (!(option.name in chosen)) continue;
    const kept = chosen[option.name];
    if (kept === presetValue(game, option, chosen) || !allowed(game, option, chosen, kept)) delete chosen[option.name];
  }
  return chosen;
}

/**
 * The house rules in `rules`: each option whose value differs from its preset's.
 * @param {string} gameName
 * @param {RulesObject | undefined} rules
 * @returns {{option: RuleOption, value: unknown}[]}
 */
export function houseRules(gameName, rules) {
  const game = gameVocabulary(gameName);
  if (!game || !rules) return [];
  return game.options
    .filter((option) => option.name in rules && rules[option.name] !== presetValue(game, option, rules))
    .map((option) => ({ option, value: rules[option.name] }));
}
