// Building blocks for the card faces: SVG elements from [tag, attributes]
// lists, so that every drawing is data plus a few placing functions.

/** @typedef {[tag: string, attributes: Record<string, string | number>]} Shape */

const NS = "http://www.w3.org/2000/svg";

/**
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @param {Node[]} [children]
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/** @param {Shape[]} shapes */
export function draw(shapes) {
  return shapes.map(([tag, attrs]) => el(tag, attrs));
}

// `shapes` drawn in a 24×24 box, placed with its top left at (x, y) and `size` wide.
/**
 * @param {Shape[]} shapes
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
export function placed(shapes, x, y, size) {
  return el("g", { transform: `translate(${x} ${y}) scale(${size / 24})` }, draw(shapes));
}

// Half a card turned upside down: the lower end of a double-ended face.
/** @param {Node[]} children */
export function turned(children) {
  return el("g", { transform: "rotate(180 32 48)" }, children);
}
