/**
 * A cell's code in a link: deflate-raw (the Compression Streams standard, no
 * library) written in base64url, so it fits a query parameter unescaped
 * (`?cell-rank=…`). Code of a few hundred characters becomes a token about
 * half as long.
 *
 * Decoding takes anything (a hand-edited address, a truncated paste) and
 * answers null for whatever is not a token this wrote: bad characters,
 * broken compressed data, text that is not UTF-8, or output past
 * MAX_DECODED_CHARS (a small token can inflate to gigabytes).
 *
 * @example decodeCode(await encodeCode('export function rank() { return 0; }')) // resolves to the same text
 */

/** Longest code a link may open: far above any cell's answer, small enough to never stall the page. */
export const MAX_DECODED_CHARS = 100_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export async function encodeCode(source: string): Promise<string> {
  const compressed = new Blob([new TextEncoder().encode(source)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(compressed).arrayBuffer()));
}

export async function decodeCode(token: string): Promise<string | null> {
  const bytes = fromBase64Url(token);
  if (!bytes || bytes.length === 0) return null;
  try {
    const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.length > MAX_DECODED_CHARS) {
        await reader.cancel();
        return null;
      }
    }
    return text + decoder.decode();
  } catch {
    return null; // not deflate-raw, truncated, or not UTF-8
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of a base64url token (no padding), or null when it is not one. */
export function fromBase64Url(token: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(token) || token.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((token.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const char of token) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 255;
    }
  }
  return bytes;
}
