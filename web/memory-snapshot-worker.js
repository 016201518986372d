// Builds the engine's memory snapshot (web/memory-snapshot.js) away from the
// game: the engine worker starts this worker once a start without a snapshot
// is over. It boots a fresh interpreter, imports every engine module (the
// games and computer players load lazily otherwise, and the files unpacked
// here are not part of a snapshot), stores the heap and stops.

import { loadPyodide } from "./pyodide/pyodide.mjs";
import { memorySnapshotKey, storeMemorySnapshot } from "./memory-snapshot.js";

/** @import { PyodideAPI } from "./pyodide/pyodide.mjs" */

/** @param {string} path */
const here = (path) => new URL(path, import.meta.url).href;

// Modules the game never runs: the command line.
/** @param {string} module */
const forGame = (module) => !module.endsWith(".__main__") && !module.startsWith("engine.cli");

// Every module of the engine package as unpacked from the wheel.
/**
 * @param {PyodideAPI} pyodide
 * @param {string} folder
 * @param {string} name
 * @returns {string[]}
 */
function modulesIn(pyodide, folder, name) {
  /** @type {string[]} */
  const found = [name];
  for (const entry of /** @type {string[]} */ (pyodide.FS.readdir(folder))) {
    const path = `${folder}/${entry}`;
    if (entry.endsWith(".py") && entry !== "__init__.py") found.push(`${name}.${entry.slice(0, -3)}`);
    else if (!entry.startsWith(".") && !entry.startsWith("__") && pyodide.FS.isDir(pyodide.FS.stat(path).mode)) {
      found.push(...modulesIn(pyodide, path, `${name}.${entry}`));
    }
  }
  return found;
}

/** @param {{version: string, wheel: string}} build */
async function makeSnapshot(build) {
  const wheel = fetch(here(build.wheel)).then((response) => response.arrayBuffer());
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), _makeSnapshot: true });
  pyodide.unpackArchive(await wheel, "wheel");
  const engine = pyodide.pyimport("engine");
  const folder = String(engine.__path__.toJs()[0]);
  engine.destroy();
  for (const module of modulesIn(pyodide, folder, "engine").filter(forGame)) pyodide.pyimport(module).destroy();
  return storeMemorySnapshot(memorySnapshotKey(build.version), pyodide.makeMemorySnapshot());
}

self.addEventListener("message", async (/** @type {MessageEvent<{version: string, wheel: string}>} */ { data }) => {
  let stored = 0;
  try {
    stored = await makeSnapshot(data);
  } catch {
    // no snapshot this time: the next start boots as usual and tries again
  }
  self.postMessage({ stored });
  self.close();
});
