/**
 * One table in one file that says what it holds and checks itself: the
 * format of the CLI's table cache (table-cache.ts). Node only (node:fs,
 * node:crypto); nothing the page or an entry imports reaches it.
 *
 * A file is a magic line, one line of JSON, then the payload:
 *
 *   pocket-cube-solver table
 *   {"format":1,"table":"corner-pdb","version":1,"params":{"metric":"htm"},"endianness":"LE",
 *    "value":{"metric":"htm","distance":{"$section":0},"histogram":[1,18,…],"reached":88179840},
 *    "sections":[{"type":"Uint8Array","length":88179840}],"payloadBytes":88179840,"sha256":"…"}
 *   <the bytes of each section, each padded with zeros to a multiple of 8>
 *
 * - `format` is this layout's version; `table`, `version` and `params` say which table it is
 *   (the version is the table's own: its owner bumps it when the bytes come to mean something
 *   else); `endianness` is the byte order of the machine that wrote the typed arrays.
 * - `value` is the table object as JSON, each typed array replaced by a reference to its
 *   section, so a read gives back an object of the same shape (same keys in the same order)
 *   holding typed arrays of the same types and contents as the builder's, each in a buffer of
 *   its own.
 * - `sha256` is SHA-256 over the header's JSON without `sha256` itself, then the payload: a
 *   flipped byte anywhere in the header or the payload is caught.
 * The header line is padded with spaces so that the payload starts at a multiple of 8.
 *
 * Written atomically: to a temporary file in the same folder, then renamed over the
 * name, so a reader (another run of the CLI at the same time) sees the old file, the new
 * one or none, never half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { endianness } from 'node:os';
import { basename, dirname, join } from 'node:path';

export const TABLE_FILE_MAGIC = 'pocket-cube-solver table\n';
/** The layout's version: bump it when the layout (not a table) changes. */
export const TABLE_FILE_FORMAT = 1;

/** Which table a file holds: its kind, that kind's version, and what it was built for. */
export interface TableId {
  readonly table: string;
  readonly version: number;
  /** JSON values (a metric, an edge group…); a file is read only if they are exactly these. */
  readonly params: Readonly<Record<string, unknown>>;
}

const TYPED_ARRAYS = { Uint8Array, Int8Array, Uint16Array, Int16Array, Uint32Array, Int32Array, Float32Array, Float64Array };
type TypedArrayName = keyof typeof TYPED_ARRAYS;
type TypedArray = InstanceType<(typeof TYPED_ARRAYS)[TypedArrayName]>;

const ALIGN = 8;
/** The magic line and the header line together stay below this (the 3×3×3's headers are under 1 KB). */
const MAX_HEADER_BYTES = 1 << 16;
const MAGIC_BYTES = Buffer.from(TABLE_FILE_MAGIC);
const ZEROS = new Uint8Array(ALIGN);

const padded = (bytes: number) => Math.ceil(bytes / ALIGN) * ALIGN;

function typedArrayName(value: ArrayBufferView): TypedArrayName {
  const name = value.constructor.name;
  if (!Object.hasOwn(TYPED_ARRAYS, name)) throw new TypeError(`a table file holds typed arrays of ${Object.keys(TYPED_ARRAYS).join(', ')}, not ${name}`);
  return name as TypedArrayName;
}

const bytesOf = (array: TypedArray) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/** The value as JSON, each typed array moved to `sections` and replaced by {"$section": i}. Throws on anything JSON would not give back. */
function splitSections(value: unknown, sections: TypedArray[]): unknown {
  if (ArrayBuffer.isView(value)) {
    typedArrayName(value);
    sections.push(value as TypedArray);
    return { $section: sections.length - 1 };
  }
  if (Array.isArray(value)) return value.map((v) => splitSections(v, sections));
  if (value !== null && typeof value === 'object') {
    if (Object.getPrototypeOf(value) !== Object.prototype) throw new TypeError(`a table file holds plain objects, not ${value.constructor?.name}`);
    const json: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === '$section') throw new TypeError('a table object may not have a key "$section"');
      json[key] = splitSections(v, sections);
    }
    return json;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`a table file holds finite numbers, not ${value}`);
  if (value !== null && typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') throw new TypeError(`a table file cannot hold a ${typeof value}`);
  return value;
}

/** The inverse of splitSections; throws on a reference to no section. */
function joinSections(json: unknown, sections: readonly TypedArray[]): unknown {
  if (Array.isArray(json)) return json.map((v) => joinSections(v, sections));
  if (json === null || typeof json !== 'object') return json;
  const reference = (json as { $section?: unknown }).$section;
  if (reference !== undefined) {
    if (!Number.isInteger(reference) || sections[reference as number] === undefined) throw new Error(`a reference to section ${JSON.stringify(reference)}, of ${sections.length}`);
    return sections[reference as number];
  }
  const value: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(json)) value[key] = joinSections(v, sections);
  return value;
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
}

/** Fills `bytes` from `position`; false if the file ends first. */
function readAll(fd: number, bytes: Uint8Array, position: number): boolean {
  for (let done = 0; done < bytes.length; ) {
    const n = readSync(fd, bytes, done, bytes.length - done, position + done);
    if (n === 0) return false;
    done += n;
  }
  return true;
}

/**
 * Writes `value` (plain objects, arrays, numbers, strings, booleans, null and typed arrays) as the table `id`
 * to `path`, atomically. Throws what the file system throws (the folder must exist), leaving no temporary file.
 *
 * @example
 * writeTableFile('/tmp/t.table', { table: 'demo', version: 1, params: { n: 3 } }, { n: 3, distance: new Uint8Array([0, 1, 1]) });
 */
export function writeTableFile(path: string, id: TableId, value: unknown): void {
  const sections: TypedArray[] = [];
  const json = splitSections(value, sections);
  const payloadBytes = sections.reduce((sum, s) => sum + padded(s.byteLength), 0);
  const meta = {
    format: TABLE_FILE_FORMAT,
    table: id.table,
    version: id.version,
    params: id.params,
    endianness: endianness(),
    value: json,
    sections: sections.map((s) => ({ type: typedArrayName(s), length: s.length })),
    payloadBytes,
  };
  const metaJson = JSON.stringify(meta);
  const hash = createHash('sha256').update(metaJson);
  for (const s of sections) hash.update(bytesOf(s)).update(ZEROS.subarray(0, padded(s.byteLength) - s.byteLength));
  const headerJson = JSON.stringify({ ...meta, sha256: hash.digest('hex') });
  const unpadded = MAGIC_BYTES.length + Buffer.byteLength(headerJson) + 1;
  if (unpadded > MAX_HEADER_BYTES) throw new RangeError(`a table file's header is at most ${MAX_HEADER_BYTES} bytes, this one ${unpadded}`);
  const head = Buffer.from(`${TABLE_FILE_MAGIC}${headerJson}${' '.repeat(padded(unpadded) - unpadded)}\n`);
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = openSync(temporary, 'wx');
    try {
      writeAll(fd, head);
      for (const s of sections) {
        writeAll(fd, bytesOf(s));
        writeAll(fd, ZEROS.subarray(0, padded(s.byteLength) - s.byteLength));
      }
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** A table read back, or why not: `missing` when there is no file, else `reason` says what is wrong with it. */
export type TableFileRead<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly missing: boolean; readonly reason: string };

const refused = (reason: string) => ({ ok: false, missing: false, reason }) as const;

/**
 * Reads the table `id` from `path`, trusting nothing: the magic line, the layout version, the byte order, the table's
 * name, version and parameters, the sections' sizes against the file's size, and the checksum must all be right,
 * else the answer says which was not (a file that holds another table, or another version of it, is "stale"; one
 * whose bytes changed is "corrupt"). The value is typed as the caller says; the checksum proves only that it is what
 * was written, so a caller that can spot-check it should (three-cli-tables.ts).
 *
 * @example
 * const read = readTableFile<{ distance: Uint8Array }>('/tmp/t.table', { table: 'demo', version: 1, params: { n: 3 } });
 * if (read.ok) read.value.distance; // Uint8Array [0, 1, 1]
 * else read.reason; // e.g. 'its checksum does not match: the file is corrupt'
 */
export function readTableFile<T>(path: string, id: TableId): TableFileRead<T> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { ok: false, missing: true, reason: 'there is no such file' } : refused(`it cannot be opened (${code ?? error})`);
  }
  try {
    return readOpenTableFile<T>(fd, id);
  } catch (error) {
    return refused(`it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  } finally {
    closeSync(fd);
  }
}

function readOpenTableFile<T>(fd: number, id: TableId): TableFileRead<T> {
  const size = fstatSync(fd).size;
  const first = Buffer.alloc(Math.min(size, MAX_HEADER_BYTES));
  if (!readAll(fd, first, 0)) return refused('it changed while being read');
  if (!first.subarray(0, MAGIC_BYTES.length).equals(MAGIC_BYTES)) return refused(`it does not start with "${TABLE_FILE_MAGIC.trim()}": not a table file`);
  const end = first.indexOf(0x0a, MAGIC_BYTES.length);
  if (end < 0) return refused(size < MAX_HEADER_BYTES ? 'it is truncated: its header has no end' : 'its header has no end');
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(first.toString('utf8', MAGIC_BYTES.length, end));
  } catch {
    return refused('its header is not JSON: the file is corrupt');
  }
  if (header === null || typeof header !== 'object') return refused('its header is not a JSON object: the file is corrupt');
  if (header.format !== TABLE_FILE_FORMAT) return refused(`it is in file format ${JSON.stringify(header.format)}, this solver reads format ${TABLE_FILE_FORMAT}: stale`);
  if (header.endianness !== endianness()) return refused(`it was written on a ${JSON.stringify(header.endianness)} machine, this one is ${endianness()}`);
  if (header.table !== id.table) return refused(`it holds the table ${JSON.stringify(header.table)}, not "${id.table}"`);
  if (header.version !== id.version) return refused(`it holds version ${JSON.stringify(header.version)} of the table, this solver uses version ${id.version}: stale`);
  if (JSON.stringify(header.params) !== JSON.stringify(id.params)) return refused(`it was built for ${JSON.stringify(header.params)}, not ${JSON.stringify(id.params)}: stale`);
  const layout = header.sections;
  const wellFormed =
    Array.isArray(layout) &&
    layout.every((s) => s !== null && typeof s === 'object' && Object.hasOwn(TYPED_ARRAYS, s.type) && Number.isSafeInteger(s.length) && s.length >= 0) &&
    typeof header.sha256 === 'string' &&
    header.payloadBytes === layout.reduce((sum: number, s: { type: TypedArrayName; length: number }) => sum + padded(s.length * TYPED_ARRAYS[s.type].BYTES_PER_ELEMENT), 0);
  if (!wellFormed) return refused('its header does not describe its sections: the file is corrupt');
  const payloadStart = end + 1;
  if (payloadStart % ALIGN !== 0) return refused('its header is not padded: the file is corrupt');
  const expected = payloadStart + (header.payloadBytes as number);
  if (size < expected) return refused(`it is truncated: ${size} bytes of the ${expected} its header announces`);
  if (size > expected) return refused(`it is ${size} bytes, its header announces ${expected}: the file is corrupt`);
  const { sha256, ...meta } = header;
  const hash = createHash('sha256').update(JSON.stringify(meta));
  const pad = new Uint8Array(ALIGN);
  let position = payloadStart;
  const sections: TypedArray[] = [];
  for (const { type, length } of layout as { type: TypedArrayName; length: number }[]) {
    const array = new TYPED_ARRAYS[type](length);
    const bytes = bytesOf(array);
    const padding = pad.subarray(0, padded(bytes.length) - bytes.length);
    if (!readAll(fd, bytes, position) || !readAll(fd, padding, position + bytes.length)) return refused('it changed while being read');
    hash.update(bytes).update(padding);
    position += bytes.length + padding.length;
    sections.push(array);
  }
  if (hash.digest('hex') !== sha256) return refused('its checksum does not match: the file is corrupt');
  try {
    return { ok: true, value: joinSections(header.value, sections) as T };
  } catch (error) {
    return refused(`its value holds ${(error as Error).message}: the file is corrupt`);
  }
}
