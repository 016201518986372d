// The UI side of the worker protocol (docs/api.md): id-tagged JSON requests,
// one promise per request; messages without an id are events (boot progress).

export class RpcError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "RpcError";
    this.code = code;
  }
}

export class Rpc {
  constructor(worker) {
    this.worker = worker;
    this.nextId = 1;
    this.pending = new Map();
    this.onEvent = () => {};
    worker.addEventListener("message", (event) => this.receive(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.fail(new RpcError("worker", event.message || "the worker failed to load"));
    });
  }

  call(method, params = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, method, params });
    });
  }

  receive(message) {
    if (message.id === undefined) {
      this.onEvent(message);
      return;
    }
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (message.error) waiter.reject(new RpcError(message.error.code, message.error.message));
    else waiter.resolve(message.result);
  }

  // The worker is gone: every open request fails, and listeners hear about it.
  fail(error) {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
    this.onEvent({ event: "boot-failed", message: error.message });
  }

  // Stops the worker for good (a retry starts a new one); no events follow.
  terminate() {
    this.onEvent = () => {};
    this.worker.terminate();
    this.fail(new RpcError("terminated", "the worker was stopped"));
  }
}
