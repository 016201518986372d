// One tab owns the session: only the owner writes the save, so two tabs
// never overwrite each other's game. A Web Lock held for the page's life
// marks the owner; another tab may take it over (steal), and the tab that
// loses it hears so. Without Web Locks (missing, or refused to the page, as
// in a frame on another site whose storage the browser blocks) every tab owns
// its session.

let lockName = "stichfest.session";

/** @param {string} name  this page's own lock (an embedded game's), apart from the app's */
export function useLockName(name) {
  lockName = name;
}

/** @returns {Promise<never>} */
const forever = () => new Promise(() => {});

/**
 * Resolves once this tab owns the session: at once when no other tab holds
 * it, or when that tab closes. `onLost` runs if another tab takes it over
 * later; aborting `signal` withdraws a request still waiting.
 * @param {() => void} onLost
 * @param {AbortSignal} signal
 * @returns {Promise<void>}
 */
export function requestSession(onLost, signal) {
  return lock({ signal }, onLost, signal);
}

/**
 * Takes the session from whichever tab owns it; resolves once this one does.
 * @param {() => void} onLost
 * @returns {Promise<void>}
 */
export function takeOverSession(onLost) {
  return lock({ steal: true }, onLost);
}

/**
 * @param {LockOptions} options
 * @param {() => void} onLost
 * @param {AbortSignal} [signal]
 * @returns {Promise<void>}
 */
function lock(options, onLost, signal) {
  return new Promise((resolve) => {
    let granted = false;
    try {
      navigator.locks
        .request(lockName, options, () => {
          granted = true;
          resolve();
          return forever();
        })
        .catch(() => {
          if (signal?.aborted) return; // a withdrawn request
          if (granted) onLost(); // a lock taken away by another tab
          else resolve(); // refused to this page (a SecurityError): no other tab, as without Web Locks
        });
    } catch {
      resolve(); // no Web Locks at all
    }
  });
}
