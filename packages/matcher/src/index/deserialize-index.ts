import type { Calibration } from '../match/calibration.ts';
import { readIndexFile, type IndexFile } from './file/read-index-file.ts';
import { MODEL_NAMES, type IndexMeta } from './index-meta.ts';
import type { SparseModel, VenueIndex } from './venue-index.ts';

/** Decodes what `serializeIndex` wrote; a file of another format or index version, or a damaged one, is refused. */
export function deserializeIndex(bytes: Uint8Array): VenueIndex {
  const file = readIndexFile(bytes);
  const meta = file.meta as IndexMeta;
  if (meta.version !== 3) {
    throw new Error(`unsupported index version ${String(meta.version)}: rebuild it with npm run index:build`);
  }
  const [venueModel, titleModel, fieldModel] = MODEL_NAMES.map((name) =>
    readModel(file, name, meta.weightScales[name]),
  );
  return {
    version: 3,
    evaluation: meta.evaluation,
    profiles: meta.profiles,
    fields: meta.fields,
    fieldPapers: meta.fieldPapers,
    catalog: meta.catalog,
    terms: file.strings('terms'),
    idf: file.array('idf', 'f32'),
    classLogPrior: file.array('classLogPrior', 'f32'),
    venueModel: venueModel!,
    titleModel: titleModel!,
    fieldModel: fieldModel!,
    papers: {
      venueOffsets: file.array('papers.venueOffsets', 'u32'),
      titles: file.strings('papers.titles'),
      years: file.array('papers.years', 'u16'),
      refs: file.strings('papers.refs'),
      termOffsets: file.array('papers.termOffsets', 'u32'),
      termIds: file.array('papers.termIds', 'u32'),
      termValues: file.array('papers.termValues', 'u8'),
    },
    calibration: meta.notice ? readCalibration(file, meta.notice) : null,
  };
}

function readModel(file: IndexFile, name: string, weightScale: number): SparseModel {
  return {
    offsets: file.array(`${name}.offsets`, 'u32'),
    entryClass: file.array(`${name}.entryClass`, 'u16'),
    entryWeight: file.array(`${name}.entryWeight`, 'i16'),
    weightScale,
    bias: file.array(`${name}.bias`, 'f32'),
  };
}

function readCalibration(file: IndexFile, notice: Calibration['notice']): Calibration {
  return {
    venueScores: file.array('calibration.venueScores', 'f32'),
    venueOffsets: file.array('calibration.venueOffsets', 'u32'),
    pooledScores: file.array('calibration.pooledScores', 'f32'),
    fieldScores: file.array('calibration.fieldScores', 'f32'),
    fieldOffsets: file.array('calibration.fieldOffsets', 'u32'),
    notice,
  };
}
