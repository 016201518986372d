// Stands in for web/memory-snapshot-worker.js in the browser tests that do
// not test the memory snapshot (tests/e2e/conftest.py serves it): the real
// builder boots a second interpreter beside the game's a second after each
// first start, which doubles the CPU such a test takes on two cores. It
// answers as the builder does when no snapshot could be made, and the next
// start boots from the files as before.
self.addEventListener("message", () => {
  self.postMessage({ stored: 0 });
  self.close();
});
