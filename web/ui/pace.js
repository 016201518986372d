// How fast the computer players move: the person's setting as the pause
// before each of their actions.

/** @type {Record<string, number>} milliseconds */
const PAUSES = { slow: 900, normal: 450, fast: 150 };

export const PACES = Object.keys(PAUSES);
export const DEFAULT_PACE = "normal";

/** @param {string | undefined} pace */
export function pauseOf(pace) {
  return PAUSES[pace ?? DEFAULT_PACE] ?? PAUSES[DEFAULT_PACE];
}
