/**
 * The layout of the index file (docs/decisions/017): the 8 bytes `INDEX_MAGIC`, the format version as a
 * 32-bit little-endian integer, then one gzip stream. Inside the stream: the byte length of a JSON
 * header (32-bit little-endian), the header, and each section at an offset that is a multiple of 8.
 */
export const INDEX_MAGIC = Buffer.from('VSINDEX\n', 'latin1');

/** The file layout's version; a reader refuses any other. */
export const INDEX_FORMAT_VERSION = 1;

/** Bytes before the gzip stream: the magic and the format version. */
export const PREAMBLE_BYTES = INDEX_MAGIC.length + 4;

/** Sections start at multiples of this, so that any typed array could be viewed where it lies. */
export const SECTION_ALIGNMENT = 8;

/** The typed arrays a section may hold, by the name the header gives their element type. */
export const ARRAY_TYPES = {
  u8: Uint8Array,
  u16: Uint16Array,
  i16: Int16Array,
  u32: Uint32Array,
  f32: Float32Array,
} as const;

export type ArrayTypeName = keyof typeof ARRAY_TYPES;

export type IndexArray = Uint8Array | Uint16Array | Int16Array | Uint32Array | Float32Array;

/**
 * Where a section lies in the uncompressed body and how it is coded. An array is stored as byte planes
 * (see byte-planes.ts); `delta` says it is stored as differences, from one element to the next
 * (`'all'`) or within the segments that the named offsets section delimits. A `text` section holds
 * `length` strings as one JSON array in UTF-8.
 */
export interface SectionEntry {
  name: string;
  type: ArrayTypeName | 'text';
  length: number;
  byteOffset: number;
  byteLength: number;
  delta?: string;
}

/** The JSON header: the index's structured metadata and the table of sections. */
export interface IndexFileHeader {
  meta: unknown;
  sections: SectionEntry[];
}
