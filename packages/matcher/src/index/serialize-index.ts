import { gunzipSync, gzipSync } from 'node:zlib';
import type { Calibration, NoticeModel } from '../match/calibration.ts';
import type { SparseModel, VenueIndex } from './venue-index.ts';

const toBase64 = (array: ArrayBufferView) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');

function fromBase64<T>(text: unknown, make: (buffer: ArrayBuffer) => T): T {
  const bytes = Buffer.from(String(text), 'base64');
  // Copy into a fresh, aligned buffer: typed arrays need their element alignment.
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return make(copy);
}

const encodeModel = (model: SparseModel) => ({
  offsets: toBase64(model.offsets),
  entryClass: toBase64(model.entryClass),
  entryWeight: toBase64(model.entryWeight),
  weightScale: model.weightScale,
  bias: toBase64(model.bias),
});

function decodeModel(raw: Record<string, unknown>): SparseModel {
  return {
    offsets: fromBase64(raw.offsets, (buffer) => new Uint32Array(buffer)),
    entryClass: fromBase64(raw.entryClass, (buffer) => new Uint16Array(buffer)),
    entryWeight: fromBase64(raw.entryWeight, (buffer) => new Int16Array(buffer)),
    weightScale: raw.weightScale as number,
    bias: fromBase64(raw.bias, (buffer) => new Float32Array(buffer)),
  };
}

/** Encodes the index as gzipped JSON with base64 arrays; the same index gives the same bytes. */
export function serializeIndex(index: VenueIndex): Buffer {
  const json = JSON.stringify({
    version: index.version,
    evaluation: index.evaluation,
    profiles: index.profiles,
    fields: index.fields,
    fieldPapers: index.fieldPapers,
    catalog: index.catalog,
    terms: index.terms,
    idf: toBase64(index.idf),
    classLogPrior: toBase64(index.classLogPrior),
    venueModel: encodeModel(index.venueModel),
    titleModel: encodeModel(index.titleModel),
    fieldModel: encodeModel(index.fieldModel),
    calibration: index.calibration && {
      ...index.calibration,
      venueScores: toBase64(index.calibration.venueScores),
      venueOffsets: toBase64(index.calibration.venueOffsets),
      pooledScores: toBase64(index.calibration.pooledScores),
      fieldScores: toBase64(index.calibration.fieldScores),
      fieldOffsets: toBase64(index.calibration.fieldOffsets),
    },
    papers: {
      venueOffsets: toBase64(index.papers.venueOffsets),
      titles: index.papers.titles,
      years: toBase64(index.papers.years),
      refs: index.papers.refs,
      termOffsets: toBase64(index.papers.termOffsets),
      termIds: toBase64(index.papers.termIds),
      termValues: toBase64(index.papers.termValues),
    },
  });
  // mtime 0 and a fixed level keep the gzip header and body identical across builds.
  return gzipSync(Buffer.from(json, 'utf8'), { level: 9 });
}

/** Decodes what `serializeIndex` wrote; an index of another format version is refused. */
export function deserializeIndex(bytes: Buffer): VenueIndex {
  const raw = JSON.parse(gunzipSync(bytes).toString('utf8')) as Record<string, unknown>;
  if (raw.version !== 3) {
    throw new Error(`unsupported index version ${String(raw.version)}: rebuild it with npm run index:build`);
  }
  return {
    version: 3,
    evaluation: raw.evaluation as VenueIndex['evaluation'],
    profiles: raw.profiles as VenueIndex['profiles'],
    fields: raw.fields as string[],
    fieldPapers: raw.fieldPapers as number[],
    catalog: raw.catalog as VenueIndex['catalog'],
    terms: raw.terms as string[],
    idf: fromBase64(raw.idf, (buffer) => new Float32Array(buffer)),
    classLogPrior: fromBase64(raw.classLogPrior, (buffer) => new Float32Array(buffer)),
    venueModel: decodeModel(raw.venueModel as Record<string, unknown>),
    titleModel: decodeModel(raw.titleModel as Record<string, unknown>),
    fieldModel: decodeModel(raw.fieldModel as Record<string, unknown>),
    papers: decodePapers(raw.papers as Record<string, unknown>),
    calibration: raw.calibration ? decodeCalibration(raw.calibration as Record<string, unknown>) : null,
  };
}

function decodePapers(raw: Record<string, unknown>): VenueIndex['papers'] {
  return {
    venueOffsets: fromBase64(raw.venueOffsets, (buffer) => new Uint32Array(buffer)),
    titles: raw.titles as string[],
    years: fromBase64(raw.years, (buffer) => new Uint16Array(buffer)),
    refs: raw.refs as string[],
    termOffsets: fromBase64(raw.termOffsets, (buffer) => new Uint32Array(buffer)),
    termIds: fromBase64(raw.termIds, (buffer) => new Uint32Array(buffer)),
    termValues: fromBase64(raw.termValues, (buffer) => new Uint8Array(buffer)),
  };
}

function decodeCalibration(raw: Record<string, unknown>): Calibration {
  return {
    venueScores: fromBase64(raw.venueScores, (buffer) => new Float32Array(buffer)),
    venueOffsets: fromBase64(raw.venueOffsets, (buffer) => new Uint32Array(buffer)),
    pooledScores: fromBase64(raw.pooledScores, (buffer) => new Float32Array(buffer)),
    fieldScores: fromBase64(raw.fieldScores, (buffer) => new Float32Array(buffer)),
    fieldOffsets: fromBase64(raw.fieldOffsets, (buffer) => new Uint32Array(buffer)),
    notice: raw.notice as NoticeModel,
  };
}
