// A deal to pass on: the game record (docs/record.md) as a file, or packed
// (deflate-raw, base64url) into a short code that a link carries in its
// fragment (#deal=...), so that it never leaves the device unless shared and
// works offline. Reading one back only unpacks the text: the engine's strict
// parser decides whether it is a record.

const FRAGMENT = "deal=";

/** A code, link or file that is not a packed record. */
export class ShareError extends Error {}

/** @param {Uint8Array} bytes */
function toBase64Url(bytes) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** @param {string} code */
function fromBase64Url(code) {
  if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new ShareError("not base64url");
  const text = atob(code.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * @param {Uint8Array} bytes
 * @param {CompressionStream | DecompressionStream} stream
 */
async function through(bytes, stream) {
  const piped = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

// The engine reads a record of at most 1 MB (engine/record.py MAX_BYTES). A
// code is unpacked only that far: a few KB of code can unpack to gigabytes,
// which would take the page's memory before the engine could say no.
export const MAX_RECORD_BYTES = 1_000_000;
// A real deal's code is under a kilobyte; one this long is no deal and is
// refused before anything is unpacked.
export const MAX_CODE_LENGTH = 20_000;
// The packed bytes go to the unpacker a slice at a time, the next only once
// the last one's output was read: deflate makes at most about a thousand
// times its size, so the page holds a few MB at most, whatever the code.
const PACKED_SLICE = 1024;

/** @param {Uint8Array} bytes  deflate-raw data */
async function unpackRecord(bytes) {
  const unpacker = new DecompressionStream("deflate-raw");
  const writer = unpacker.writable.getWriter();
  const reader = unpacker.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += PACKED_SLICE) await writer.write(bytes.slice(at, at + PACKED_SLICE));
    await writer.close();
  })();
  feeding.catch(() => {}); // a damaged or refused code stops the feeding; the reader says why
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_RECORD_BYTES) {
      await reader.cancel();
      throw new ShareError("larger than a record");
    }
    chunks.push(chunk.value);
  }
  return new Uint8Array(await new Blob(/** @type {BlobPart[]} */ (chunks)).arrayBuffer());
}

/** @param {object} record  a game record */
export function recordText(record) {
  return JSON.stringify(record, null, 1);
}

/**
 * The record packed into a short code.
 * @param {object} record
 */
export async function encodeDeal(record) {
  const packed = await through(new TextEncoder().encode(JSON.stringify(record)), new CompressionStream("deflate-raw"));
  return toBase64Url(packed);
}

/**
 * The record text inside a code, or a link that carries one; ShareError when
 * it holds none.
 * @param {string} input
 */
export async function decodeDeal(input) {
  const trimmed = input.trim();
  const at = trimmed.indexOf(`#${FRAGMENT}`);
  const code = at >= 0 ? trimmed.slice(at + FRAGMENT.length + 1) : trimmed;
  if (code.length > MAX_CODE_LENGTH) throw new ShareError("longer than any deal's code");
  try {
    const bytes = await unpackRecord(fromBase64Url(code));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ShareError("not a deal code");
  }
}

/**
 * The link that opens the record in review.
 * @param {object} record
 */
export async function dealLink(record) {
  const url = new URL(location.href);
  url.hash = FRAGMENT + (await encodeDeal(record));
  return url.href;
}

/**
 * Opens the deal of a shared link (#deal=...) now and whenever the address
 * gets one; the address then forgets it, so that a reload shows the table only.
 * @param {(code: string) => void} open
 */
export function followSharedLinks(open) {
  const check = () => {
    if (!location.hash.startsWith(`#${FRAGMENT}`)) return;
    const code = location.hash.slice(FRAGMENT.length + 1);
    history.replaceState(null, "", location.pathname + location.search);
    open(code);
  };
  check();
  addEventListener("hashchange", check);
}

/**
 * Offers the record as a file to save.
 * @param {object} record
 * @param {string} name
 */
export function downloadRecord(record, name) {
  const url = URL.createObjectURL(new Blob([recordText(record)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
