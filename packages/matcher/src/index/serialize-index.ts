import { gunzipSync, gzipSync } from 'node:zlib';
import type { VenueIndex } from './venue-index.ts';

const toBase64 = (array: ArrayBufferView) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');

function fromBase64<T>(text: string, make: (buffer: ArrayBuffer) => T): T {
  const bytes = Buffer.from(text, 'base64');
  // Copy into a fresh, aligned buffer: typed arrays need their element alignment.
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return make(copy);
}

/** Encodes the index as gzipped JSON with base64 arrays; the same index gives the same bytes. */
export function serializeIndex(index: VenueIndex): Buffer {
  const json = JSON.stringify({
    version: index.version,
    weightScale: index.weightScale,
    evaluation: index.evaluation,
    profiles: index.profiles,
    catalog: index.catalog,
    terms: index.terms,
    idf: toBase64(index.idf),
    offsets: toBase64(index.offsets),
    entryClass: toBase64(index.entryClass),
    entryWeight: toBase64(index.entryWeight),
    bias: toBase64(index.bias),
  });
  // mtime 0 and a fixed level keep the gzip header and body identical across builds.
  return gzipSync(Buffer.from(json, 'utf8'), { level: 9 });
}

/** Decodes what `serializeIndex` wrote. */
export function deserializeIndex(bytes: Buffer): VenueIndex {
  const raw = JSON.parse(gunzipSync(bytes).toString('utf8')) as Record<string, unknown>;
  if (raw.version !== 1) throw new Error(`unsupported index version ${String(raw.version)}`);
  return {
    version: 1,
    weightScale: raw.weightScale as number,
    evaluation: raw.evaluation as VenueIndex['evaluation'],
    profiles: raw.profiles as VenueIndex['profiles'],
    catalog: raw.catalog as VenueIndex['catalog'],
    terms: raw.terms as string[],
    idf: fromBase64(raw.idf as string, (buffer) => new Float32Array(buffer)),
    offsets: fromBase64(raw.offsets as string, (buffer) => new Uint32Array(buffer)),
    entryClass: fromBase64(raw.entryClass as string, (buffer) => new Uint16Array(buffer)),
    entryWeight: fromBase64(raw.entryWeight as string, (buffer) => new Int16Array(buffer)),
    bias: fromBase64(raw.bias as string, (buffer) => new Float32Array(buffer)),
  };
}
