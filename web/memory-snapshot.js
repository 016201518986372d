// The engine's memory snapshot: the heap of a booted interpreter with the
// whole engine imported, kept in the Cache Storage so that later starts
// restore it instead of booting Python (Pyodide's _loadSnapshot). It is
// keyed by the site's build version and the Pyodide version: a snapshot of
// another build is stale and never used. Zero pages are left out (about
// half the heap), and a SHA-256 digest finds a damaged one.

import { version as pyodideVersion } from "./pyodide/pyodide.mjs";

const CACHE = "memory-snapshot"; // not "stichfest-…": the service worker owns those
const ENTRY = new URL("./memory-snapshot", import.meta.url).href;
const PAGE = 4096;

/**
 * What the snapshot lookup found; `bytes` is the heap, read and checked.
 * @typedef {{state: "missing" | "stale"} | {state: "found", bytes: Promise<Uint8Array>}} Found
 */

/** @param {string} buildVersion */
export const memorySnapshotKey = (buildVersion) => `${buildVersion} pyodide-${pyodideVersion}`;

/** @param {ArrayBuffer | Uint8Array} data */
async function digestOf(data) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", /** @type {BufferSource} */ (data)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The heap without its zero pages: the heap's length, one byte per page
 * (1: stored), then the stored pages.
 * @param {Uint8Array} heap
 */
export function pack(heap) {
  const pages = Math.ceil(heap.length / PAGE);
  const map = new Uint8Array(pages);
  let kept = 0;
  for (let page = 0; page < pages; page++) {
    const bytes = heap.subarray(page * PAGE, (page + 1) * PAGE);
    if (bytes.some((byte) => byte !== 0)) {
      map[page] = 1;
      kept += bytes.length;
    }
  }
  const packed = new Uint8Array(4 + pages + kept);
  new DataView(packed.buffer).setUint32(0, heap.length);
  packed.set(map, 4);
  let at = 4 + pages;
  for (let page = 0; page < pages; page++) {
    if (!map[page]) continue;
    const bytes = heap.subarray(page * PAGE, (page + 1) * PAGE);
    packed.set(bytes, at);
    at += bytes.length;
  }
  return packed;
}

/** @param {Uint8Array} packed */
export function unpack(packed) {
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(0);
  const pages = Math.ceil(length / PAGE);
  const heap = new Uint8Array(length);
  let at = 4 + pages;
  for (let page = 0; page < pages; page++) {
    if (!packed[4 + page]) continue;
    const size = Math.min(PAGE, length - page * PAGE);
    heap.set(packed.subarray(at, at + size), page * PAGE);
    at += size;
  }
  if (at !== packed.length) throw new Error("the memory snapshot is damaged");
  return heap;
}

// The stored snapshot for `key` (looked up while the key is still on its
// way), if there is one. A snapshot of another key is deleted here; the
// bytes reject when they are damaged.
/**
 * @param {Promise<string>} key
 * @returns {Promise<Found>}
 */
export async function findMemorySnapshot(key) {
  let response;
  try {
    response = await caches.match(ENTRY, { cacheName: CACHE }); // opening would create the cache
  } catch {
    return { state: "missing" }; // no Cache Storage here: boot as usual
  }
  if (!response) return { state: "missing" };
  if (response.headers.get("x-snapshot-key") !== (await key)) {
    await discardMemorySnapshot();
    return { state: "stale" };
  }
  const digest = response.headers.get("x-snapshot-digest");
  const bytes = response.arrayBuffer().then(async (buffer) => {
    if ((await digestOf(buffer)) !== digest) throw new Error("the memory snapshot is damaged");
    return unpack(new Uint8Array(buffer));
  });
  // Damaged bytes can reject before the boot awaits them: the failure
  // surfaces there, not as an unhandled rejection meanwhile.
  bytes.catch(() => {});
  return { state: "found", bytes };
}

export async function discardMemorySnapshot() {
  await caches.delete(CACHE).catch(() => {});
}

// Stores `heap` as the snapshot for `key`, in place of any other; resolves
// with the bytes stored, or 0 when storage is short (a quota error included):
// then later starts simply boot as usual.
/**
 * @param {string} key
 * @param {Uint8Array} heap
 */
export async function storeMemorySnapshot(key, heap) {
  const packed = pack(heap);
  try {
    const { quota = 0, usage = 0 } = (await navigator.storage?.estimate?.()) ?? {};
    if (quota && quota - usage < 2 * packed.length) return 0;
    const headers = { "x-snapshot-key": key, "x-snapshot-digest": await digestOf(packed) };
    await (await caches.open(CACHE)).put(ENTRY, new Response(/** @type {BlobPart} */ (packed), { headers }));
    return packed.length;
  } catch {
    await discardMemorySnapshot(); // a partly written entry must not be found
    return 0;
  }
}
