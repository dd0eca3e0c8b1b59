import { gunzipSync } from 'node:zlib';
import { fromBytePlanes } from './byte-planes.ts';
import { fromDeltas } from './delta-code.ts';
import {
  ARRAY_TYPES,
  INDEX_FORMAT_VERSION,
  INDEX_MAGIC,
  PREAMBLE_BYTES,
  SECTION_ALIGNMENT,
  type ArrayTypeName,
  type IndexFileHeader,
  type SectionEntry,
} from './index-file-format.ts';

/** The contents of an index file: its metadata, and its sections decoded on request. */
export interface IndexFile {
  meta: unknown;
  array<T extends ArrayTypeName>(name: string, type: T): InstanceType<(typeof ARRAY_TYPES)[T]>;
  strings(name: string): string[];
}

const rebuild = 'rebuild it with npm run index:build';

/**
 * Opens what `writeIndexFile` wrote. A file of another kind or format version, or one that is
 * truncated or corrupt (gzip checks its length and CRC-32), is refused with a message saying which.
 */
export function readIndexFile(bytes: Uint8Array): IndexFile {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (file.length < PREAMBLE_BYTES || !file.subarray(0, INDEX_MAGIC.length).equals(INDEX_MAGIC)) {
    throw new Error(`not a venue index file (no VSINDEX magic at its start): ${rebuild}`);
  }
  const version = file.readUInt32LE(INDEX_MAGIC.length);
  if (version !== INDEX_FORMAT_VERSION) {
    throw new Error(
      `unsupported index file format ${version} (this code reads ${INDEX_FORMAT_VERSION}): ${rebuild}`,
    );
  }
  let body: Buffer;
  try {
    body = gunzipSync(file.subarray(PREAMBLE_BYTES));
  } catch (error) {
    throw corrupt((error as Error).message);
  }
  const header = readHeader(body);
  const start = Math.ceil((4 + body.readUInt32LE(0)) / SECTION_ALIGNMENT) * SECTION_ALIGNMENT;
  const decoded = new Map<string, unknown>();
  const find = (name: string, type: SectionEntry['type']) => {
    const entry = header.sections.find((section) => section.name === name);
    if (!entry) throw corrupt(`it has no section ${name}`);
    if (entry.type !== type) throw corrupt(`section ${name} holds ${entry.type}, not ${type}`);
    if (start + entry.byteOffset + entry.byteLength > body.length)
      throw corrupt(`section ${name} ends past the file`);
    return {
      entry,
      bytes: body.subarray(start + entry.byteOffset, start + entry.byteOffset + entry.byteLength),
    };
  };
  const reader: IndexFile = {
    meta: header.meta,
    array(name, type) {
      if (!decoded.has(name)) decoded.set(name, decodeArray(find(name, type), type, reader));
      return decoded.get(name) as InstanceType<(typeof ARRAY_TYPES)[typeof type]>;
    },
    strings(name) {
      const { entry, bytes } = find(name, 'text');
      // JSON.parse makes strings of their own, where split() would make slices that keep the whole text.
      const strings = parseJson(bytes.toString('utf8'), `section ${name}`) as string[];
      if (!Array.isArray(strings) || strings.length !== entry.length)
        throw corrupt(`section ${name} does not hold ${entry.length} strings`);
      return strings;
    },
  };
  return reader;
}

function readHeader(body: Buffer): IndexFileHeader {
  if (body.length < 4 || 4 + body.readUInt32LE(0) > body.length)
    throw corrupt('its header ends past the file');
  return parseJson(body.toString('utf8', 4, 4 + body.readUInt32LE(0)), 'its header') as IndexFileHeader;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw corrupt(`${what} is not JSON (${(error as Error).message})`);
  }
}

function decodeArray(
  { entry, bytes }: { entry: SectionEntry; bytes: Buffer },
  type: ArrayTypeName,
  reader: IndexFile,
) {
  const make = ARRAY_TYPES[type];
  if (bytes.length !== entry.length * make.BYTES_PER_ELEMENT) {
    throw corrupt(`section ${entry.name} holds ${bytes.length} bytes, not ${entry.length} ${type}`);
  }
  const array = new make(fromBytePlanes(bytes, make.BYTES_PER_ELEMENT, entry.length));
  if (entry.delta) {
    const offsets = entry.delta === 'all' ? null : reader.array(entry.delta, 'u32');
    fromDeltas(array as Uint16Array | Uint32Array, offsets);
  }
  return array;
}

const corrupt = (detail: string) =>
  new Error(`the index file is truncated or corrupt (${detail}): ${rebuild}`);
