// Small form builders for the dialogs: radio groups and a check box, each
// with a visible label, reporting changes through a callback.

// An input with its label in a row of class `kind`.
/**
 * @param {string} kind
 * @param {Partial<HTMLInputElement> & {id: string}} attrs
 * @param {string} labelText
 * @param {(input: HTMLInputElement) => void} onChange
 */
function labelled(kind, attrs, labelText, onChange) {
  const input = document.createElement("input");
  Object.assign(input, attrs);
  input.addEventListener("change", () => onChange(input));
  const text = document.createElement("label");
  text.htmlFor = attrs.id;
  text.textContent = labelText;
  const row = document.createElement("div");
  row.className = kind;
  row.append(input, text);
  return row;
}

/**
 * @param {string} name
 * @param {string} legendText
 * @param {{value: string, label: string}[]} options
 * @param {string | undefined} current
 * @param {(value: string) => void} onChange
 */
export function radioGroup(name, legendText, options, current, onChange) {
  const fieldset = document.createElement("fieldset");
  fieldset.className = "radio-group";
  const legend = document.createElement("legend");
  legend.textContent = legendText;
  fieldset.append(legend);
  for (const { value, label } of options) {
    const attrs = { type: "radio", name, value, id: `${name}-${value}`, checked: value === current };
    fieldset.append(labelled("radio", attrs, label, () => onChange(value)));
  }
  return fieldset;
}

/**
 * @param {string} id
 * @param {string} labelText
 * @param {boolean} checked
 * @param {(checked: boolean) => void} onChange
 */
export function checkbox(id, labelText, checked, onChange) {
  return labelled("check", { type: "checkbox", id, checked }, labelText, (input) => onChange(input.checked));
}

// Replaces the children of `node`, keeping the focus on the control with the same id.
/**
 * @param {HTMLElement} node
 * @param {Node[]} children
 */
export function refill(node, children) {
  const focused = node.contains(document.activeElement) ? /** @type {Element} */ (document.activeElement).id : "";
  node.replaceChildren(...children);
  if (focused) document.getElementById(focused)?.focus();
}
