// The engine's stand-in for the browser tests of layout and language, served
// as worker.js by tests/e2e/stub_engine.py and never part of the site. It
// speaks web/worker.js's messages (web/rpc.js), but each request is answered
// by the real engine in CPython in the test process: the page boots without
// Pyodide, and no answer can differ from the engine's. As in the worker, one
// engine per worker and one request at a time, in the order they came.

const engine = crypto.randomUUID();
/** @param {string} path */
const here = (path) => new URL(path, self.location.href).href;
const started = performance.now();

// The text of whatever was thrown, an Error or not.
/** @param {any} error */
const messageOf = (error) => String(error?.message || error);

fetch(here("./build.json"))
  .then((response) => response.json())
  .then((build) => {
    self.postMessage({ event: "progress", stage: "runtime", loaded: build.runtime_bytes, total: build.runtime_bytes });
    self.postMessage({ event: "progress", stage: "engine" });
    self.postMessage({ event: "ready", version: build.version, memory: "missing",
                       timings: { engine: performance.now() - started } });
  })
  .catch((error) => self.postMessage({ event: "boot-failed", message: messageOf(error) }));

/** @param {{id: number, method: string, params: object}} request */
async function answer({ id, method, params }) {
  let reply;
  try {
    const response = await fetch(here("./stub-engine"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ engine, method: String(method), params: JSON.stringify(params ?? {}) }),
    });
    if (!response.ok) throw new Error(`stub engine: HTTP ${response.status}`);
    reply = await response.json();
  } catch (error) {
    reply = { error: { code: "internal", message: messageOf(error) } };
  }
  self.postMessage({ id, ...reply });
}

let answered = Promise.resolve();
self.addEventListener("message", ({ data }) => {
  answered = answered.then(() => answer(data));
});
