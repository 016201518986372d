// The engine's home: boots Pyodide from local files, unpacks the engine wheel
// and answers id-tagged JSON requests through engine.api (docs/api.md). The UI
// thread never runs Python, and only JSON arrives here: a method name and its
// params, never source code.

import { loadPyodide } from "./pyodide/pyodide.mjs";
import { discardMemorySnapshot, findMemorySnapshot, memorySnapshotKey } from "./memory-snapshot.js";

/** @import { Reply, Request, WorkerEvent } from "./rpc.js" */

/** @param {string} path */
const here = (path) => new URL(path, import.meta.url).href;

// The text of whatever was thrown, an Error or not.
/** @param {any} error */
const messageOf = (error) => String(error?.message || error);

/** @param {Reply | WorkerEvent} message */
function emit(message) {
  self.postMessage(message);
}

// Counts the bytes of every response Pyodide fetches, so that the splash can
// show real download progress. A clone is read for the count and Pyodide gets
// the original response, so the browser still caches the compiled wasm. A
// failed download rejects `failed` and never answers Pyodide, which would
// otherwise leave a rejection nobody handles (or wait forever) in its loader.
/** @param {number} total */
function watchDownloads(total) {
  const fetchOriginal = self.fetch.bind(self);
  let loaded = 0;
  /** @type {(error: unknown) => void} */
  let fail;
  /** @type {Promise<never>} */
  const failed = new Promise((_, reject) => (fail = reject));
  /** @param {ReadableStream<Uint8Array>} body */
  const count = async (body) => {
    const reader = body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      loaded += chunk.value.byteLength;
      emit({ event: "progress", stage: "runtime", loaded: Math.min(loaded, total), total });
    }
  };
  self.fetch = async (input, init) => {
    let response;
    try {
      response = await fetchOriginal(input, init);
      if (!response.ok) throw new Error(`${response.url || input}: HTTP ${response.status}`);
    } catch (error) {
      fail(error);
      return new Promise(() => {});
    }
    if (response.body) count(/** @type {ReadableStream<Uint8Array>} */ (response.clone().body)).catch(() => {});
    return response;
  };
  const stop = () => {
    self.fetch = fetchOriginal;
  };
  return { failed, stop };
}

/** @param {string} url */
async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/**
 * The engine's entry points as Python objects (engine/api.py).
 * @typedef {{dispatch: (method: string, params: string) => string}} EngineApi
 */

/** @typedef {{version: string, wheel: string, runtime_bytes: number}} Build */

// The engine from a memory snapshot (web/memory-snapshot.js): the interpreter with
// every engine module imported, so no wheel is unpacked. Rejects when the
// snapshot does not restore, or the engine in it does not answer.
/**
 * @param {Promise<Uint8Array>} heap
 * @returns {Promise<EngineApi>}
 */
async function restore(heap) {
  const pyodide = await loadPyodide({ indexURL: here("./pyodide/"), _loadSnapshot: heap });
  const api = pyodide.pyimport("engine.api");
  if (!JSON.parse(api.dispatch("version", "{}")).result?.engine) throw new Error("no engine in the snapshot");
  return api;
}

// The engine booted from the runtime's files and the engine wheel, with the
// download's progress.
/**
 * @param {Build} build
 * @param {(stage: string) => void} reached  marks the end of each step
 * @returns {Promise<EngineApi>}
 */
async function bootFromFiles(build, reached) {
  const wheel = fetchOk(here(build.wheel)).then((response) => response.arrayBuffer());
  wheel.catch(() => {}); // a failure surfaces where it is awaited, after Pyodide
  const downloads = watchDownloads(build.runtime_bytes);
  emit({ event: "progress", stage: "runtime", loaded: 0, total: build.runtime_bytes });
  let pyodide;
  try {
    pyodide = await Promise.race([loadPyodide({ indexURL: here("./pyodide/") }), downloads.failed]);
  } finally {
    downloads.stop();
  }
  reached("runtime");
  emit({ event: "progress", stage: "engine" });
  pyodide.unpackArchive(await wheel, "wheel");
  return pyodide.pyimport("engine.api");
}

/** @type {(value: void) => void} */
let answered = () => {};
const firstAnswer = new Promise((resolve) => (answered = resolve));
// Building a snapshot waits until the table is up and a moment longer, so
// that it never slows the start that lacked one.
const SNAPSHOT_AFTER_MS = 1000;

/** @param {Build} build */
async function buildSnapshotLater(build) {
  await firstAnswer;
  await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_AFTER_MS));
  const builder = new Worker(here("./memory-snapshot-worker.js"), { type: "module" });
  builder.addEventListener("message", () => builder.terminate());
  builder.postMessage({ version: build.version, wheel: build.wheel });
}

/** @returns {Promise<EngineApi>} */
async function boot() {
  const started = performance.now();
  /** @type {Record<string, number>} */
  const timings = {};
  /** @param {string} stage */
  const reached = (stage) => (timings[stage] = performance.now() - started);
  /** @type {Promise<Build>} */
  const built = fetchOk(here("./build.json")).then((response) => response.json());
  const key = built.then(({ version }) => memorySnapshotKey(version));
  key.catch(() => {}); // a failed build.json surfaces through `built`
  const [found, build] = await Promise.all([findMemorySnapshot(key), built]);
  /** @type {"restored" | "missing" | "stale" | "damaged"} */
  let memory = found.state === "found" ? "restored" : found.state;
  let api = null;
  if (found.state === "found") {
    emit({ event: "progress", stage: "runtime", loaded: build.runtime_bytes, total: build.runtime_bytes });
    api = await restore(found.bytes).catch(() => null);
    if (!api) {
      memory = "damaged";
      await discardMemorySnapshot();
    }
    reached("restore");
  }
  if (!api) {
    api = await bootFromFiles(build, reached);
    buildSnapshotLater(build);
  }
  reached("engine");
  emit({ event: "ready", version: build.version, memory, timings });
  return api;
}

const engine = boot();
engine.catch((error) => emit({ event: "boot-failed", message: messageOf(error) }));

self.addEventListener("message", async (/** @type {MessageEvent<Request>} */ { data }) => {
  const { id, method, params } = data;
  let api;
  try {
    api = await engine;
  } catch (error) {
    emit({ id, error: { code: "boot", message: messageOf(error) } });
    return;
  }
  let reply;
  try {
    reply = JSON.parse(api.dispatch(String(method), JSON.stringify(params ?? {})));
  } catch (error) {
    reply = { error: { code: "internal", message: messageOf(error) } };
  }
  emit({ id, ...reply });
  answered();
});
