import { gzipSync } from 'node:zlib';
import { toBytePlanes } from './byte-planes.ts';
import { toDeltas } from './delta-code.ts';
import {
  ARRAY_TYPES,
  INDEX_FORMAT_VERSION,
  INDEX_MAGIC,
  SECTION_ALIGNMENT,
  type ArrayTypeName,
  type IndexArray,
  type IndexFileHeader,
  type SectionEntry,
} from './index-file-format.ts';

/**
 * One section to write: a typed array (stored as differences when `delta` is `'all'` or names an
 * offsets section written before it, see delta-code.ts), or a list of strings.
 */
export type SectionInput =
  { name: string; array: IndexArray; delta?: string } | { name: string; strings: string[] };

/** Writes metadata and sections in the layout of index-file-format.ts; the same input gives the same bytes. */
export function writeIndexFile(meta: unknown, sections: SectionInput[]): Buffer {
  const written = new Map<string, IndexArray>();
  const entries: SectionEntry[] = [];
  const bodies: Uint8Array[] = [];
  let byteOffset = 0;
  for (const section of sections) {
    const { entry, body } = 'strings' in section ? encodeStrings(section) : encodeArray(section, written);
    if ('array' in section) written.set(section.name, section.array);
    entries.push({ ...entry, byteOffset, byteLength: body.length });
    bodies.push(body);
    byteOffset = align(byteOffset + body.length);
  }
  const header = Buffer.from(JSON.stringify({ meta, sections: entries } satisfies IndexFileHeader), 'utf8');
  const start = align(4 + header.length);
  const body = Buffer.alloc(start + byteOffset);
  body.writeUInt32LE(header.length, 0);
  header.copy(body, 4);
  entries.forEach((entry, i) => body.set(bodies[i]!, start + entry.byteOffset));
  const version = Buffer.alloc(4);
  version.writeUInt32LE(INDEX_FORMAT_VERSION, 0);
  // gzip writes no time stamp from Node, and a fixed level keeps the compressed bytes the same.
  return Buffer.concat([INDEX_MAGIC, version, gzipSync(body, { level: 9 })]);
}

const align = (offset: number) => Math.ceil(offset / SECTION_ALIGNMENT) * SECTION_ALIGNMENT;

function encodeArray(
  { name, array, delta }: { name: string; array: IndexArray; delta?: string },
  written: Map<string, IndexArray>,
) {
  const type = (Object.keys(ARRAY_TYPES) as ArrayTypeName[]).find(
    (key) => array instanceof ARRAY_TYPES[key],
  )!;
  let stored = array;
  if (delta) {
    if (!(array instanceof Uint16Array || array instanceof Uint32Array)) {
      throw new Error(`section ${name}: only unsigned integers are stored as differences`);
    }
    const offsets = delta === 'all' ? null : written.get(delta);
    if (offsets === undefined || !(offsets === null || offsets instanceof Uint32Array)) {
      throw new Error(`section ${name}: offsets section ${delta} must be a Uint32Array written before it`);
    }
    stored = toDeltas(array, offsets);
  }
  const entry = { name, type, length: array.length, ...(delta && { delta }) };
  return { entry, body: toBytePlanes(stored) };
}

function encodeStrings({ name, strings }: { name: string; strings: string[] }) {
  const body = Buffer.from(JSON.stringify(strings), 'utf8');
  return { entry: { name, type: 'text' as const, length: strings.length }, body };
}
