// The table in motion: cards dealt into the hand, played to the trick and
// gathered by the trick's winner. Around the one render of the table it
// notes where things were before, then compares what is drawn now and
// animates the difference (transform and opacity only, which the compositor
// runs on its own). The table's nodes are drawn anew on every render, so a
// move still under way goes on in the new node from where it was. With
// `prefers-reduced-motion` nothing moves; the sounds follow their setting.

/** @typedef {"deal" | "play" | "gather"} Cue */
/** @typedef {(cue: Cue, delaySeconds: number) => void} Sounder */

const DEAL_MS = 260;
const DEAL_STAGGER_MS = 45;
const PLAY_MS = 240;
const GATHER_MS = 340;
const EASE = "cubic-bezier(0.2, 0.7, 0.3, 1)";

const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/**
 * A move that outlives the node it started on.
 * @typedef {object} Move
 * @property {Keyframe[]} frames
 * @property {number} duration
 * @property {number} delay
 * @property {number} started  performance.now() when it began
 */

/** @param {DOMRect} box */
const centre = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The keys of `nodes`, the same card twice (in a doubled pack) told apart by its turn.
 * @param {Iterable<HTMLElement>} nodes
 * @param {(node: HTMLElement) => string} keyOf
 * @returns {Map<string, HTMLElement>}
 */
function keyed(nodes, keyOf) {
  const seen = new Map();
  for (const node of nodes) {
    const base = keyOf(node);
    let key = base;
    for (let n = 2; seen.has(key); n += 1) key = `${base}#${n}`;
    seen.set(key, node);
  }
  return seen;
}

/** @param {HTMLElement} slot  a trick card's place: who played it and what */
const trickKey = (slot) => `${slot.className.match(/pos-\w+/)?.[0]}:${slot.querySelector(".card")?.getAttribute("data-card")}`;
/** @param {HTMLElement} card */
const handKey = (card) => String(card.dataset.card);

/**
 * @param {HTMLElement} root  the app
 * @param {Sounder} sound  plays a cue when the person wants sounds
 */
export function createMotion(root, sound) {
  /** @type {Map<string, Move>} */
  const moves = new Map();
  const layer = document.createElement("div");
  layer.className = "motion-layer";
  layer.setAttribute("aria-hidden", "true");
  document.body.append(layer);

  /** @param {string} selector */
  const all = (selector) => /** @type {HTMLElement[]} */ ([...root.querySelectorAll(selector)]);

  /**
   * @param {string} key
   * @param {HTMLElement} node
   * @param {Keyframe[]} frames
   * @param {number} duration
   * @param {number} [delay]
   */
  function start(key, node, frames, duration, delay = 0) {
    moves.set(key, { frames, duration, delay, started: performance.now() });
    node.animate(frames, { duration, delay, easing: EASE, fill: "backwards" });
  }

  // A move begun on a node that a later render replaced goes on in its successor.
  /** @param {Map<string, HTMLElement>} nodes */
  function resume(nodes) {
    const now = performance.now();
    for (const [key, move] of moves) {
      const elapsed = now - move.started;
      if (elapsed >= move.delay + move.duration) moves.delete(key);
      else nodes.get(key)?.animate(move.frames, { duration: move.duration, delay: move.delay - elapsed, easing: EASE, fill: "backwards" });
    }
  }

  /**
   * From where `from` is to where `node` is now.
   * @param {DOMRect} from
   * @param {HTMLElement} node
   * @param {number} scale
   * @returns {Keyframe[]}
   */
  function arriving(from, node, scale) {
    const a = centre(from);
    const b = centre(node.getBoundingClientRect());
    return [{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(${scale})`, opacity: 0, offset: 0 }, { opacity: 1 }];
  }

  // A finished trick that leaves the felt: copies of its cards fly to the
  // winner's seat above the table, since the table has already dropped them.
  /**
   * @param {HTMLElement[]} slots
   * @param {DOMRect[]} boxes
   * @param {DOMRect} target
   */
  function gather(slots, boxes, target) {
    const to = centre(target);
    slots.forEach((slot, index) => {
      const box = boxes[index];
      const copy = /** @type {HTMLElement} */ (slot.cloneNode(true));
      copy.classList.add("motion-copy");
      copy.style.left = `${box.left}px`;
      copy.style.top = `${box.top}px`;
      copy.style.width = `${box.width}px`;
      layer.append(copy);
      const from = centre(box);
      const frames = [{ transform: "none", opacity: 1 }, { transform: `translate(${to.x - from.x}px, ${to.y - from.y}px) scale(0.4)`, opacity: 0 }];
      copy.animate(frames, { duration: GATHER_MS, easing: EASE }).finished.finally(() => copy.remove());
    });
  }

  // Called before the table is drawn: notes where things are, and returns
  // what to call once it is drawn, which moves what changed.
  return function noteTable() {
    const before = keyed(all(".felt .trick-card"), trickKey);
    const handBefore = keyed(all(".hand .card"), handKey);
    const handBoxes = new Map([...handBefore].map(([key, node]) => [key, node.getBoundingClientRect()]));
    const winner = all(".felt .trick-card.winner")[0];
    const done = before.size === 4 && winner ? [...before.values()] : [];
    const doneBoxes = done.map((slot) => slot.getBoundingClientRect());
    const winnerPos = winner?.className.match(/pos-\w+/)?.[0];

    return function moveTable() {
      const still = !reducedMotion.matches;
      const trick = keyed(all(".felt .trick-card"), trickKey);
      const hand = keyed(all(".hand .card"), handKey);
      if (still) {
        resume(trick);
        resume(hand);
      }
      if (done.length && ![...before.keys()].every((key) => trick.has(key))) {
        sound("gather", 0);
        const seat = root.querySelector(`.felt .seat.${winnerPos}`);
        if (still && seat) gather(done, doneBoxes, seat.getBoundingClientRect());
      }
      for (const [key, slot] of trick) {
        if (before.has(key)) continue;
        sound("play", 0);
        if (!still) continue;
        const [pos, card] = key.split(":");
        const fromHand = pos === "pos-bottom" ? handBoxes.get(card) : undefined;
        const seat = root.querySelector(`.felt .seat.${pos}`);
        const from = fromHand ?? seat?.getBoundingClientRect();
        if (from) start(key, slot, arriving(from, slot, fromHand ? 1 : 0.6), PLAY_MS);
      }
      const dealt = [...hand].filter(([key]) => !handBefore.has(key));
      const pile = root.querySelector(".felt .trick-area")?.getBoundingClientRect();
      dealt.forEach(([key, card], index) => {
        const delay = index * DEAL_STAGGER_MS;
        sound("deal", delay / 1000);
        if (still && pile) start(key, card, arriving(pile, card, 0.5), DEAL_MS, delay);
      });
    };
  };
}
