import { writeIndexFile, type SectionInput } from './file/write-index-file.ts';
import { MODEL_NAMES, type IndexMeta } from './index-meta.ts';
import type { SparseModel, VenueIndex } from './venue-index.ts';

const modelSections = (name: string, model: SparseModel): SectionInput[] => [
  { name: `${name}.offsets`, array: model.offsets, delta: 'all' },
  // A term's entries are in class order, so their classes differ by little.
  { name: `${name}.entryClass`, array: model.entryClass, delta: `${name}.offsets` },
  { name: `${name}.entryWeight`, array: model.entryWeight },
  { name: `${name}.bias`, array: model.bias },
];

/**
 * Encodes the index in the binary layout of docs/decisions/017 (file/index-file-format.ts); every
 * array is stored exactly, and the same index gives the same bytes.
 */
export function serializeIndex(index: VenueIndex): Buffer {
  const { calibration, papers } = index;
  const meta: IndexMeta = {
    version: index.version,
    evaluation: index.evaluation,
    profiles: index.profiles,
    fields: index.fields,
    fieldPapers: index.fieldPapers,
    catalog: index.catalog,
    weightScales: {
      venueModel: index.venueModel.weightScale,
      titleModel: index.titleModel.weightScale,
      fieldModel: index.fieldModel.weightScale,
    },
    notice: calibration?.notice ?? null,
  };
  return writeIndexFile(meta, [
    { name: 'terms', strings: index.terms },
    { name: 'idf', array: index.idf },
    { name: 'classLogPrior', array: index.classLogPrior },
    ...MODEL_NAMES.flatMap((name) => modelSections(name, index[name])),
    ...(calibration
      ? [
          { name: 'calibration.venueScores', array: calibration.venueScores },
          { name: 'calibration.venueOffsets', array: calibration.venueOffsets },
          { name: 'calibration.pooledScores', array: calibration.pooledScores },
          { name: 'calibration.fieldScores', array: calibration.fieldScores },
          { name: 'calibration.fieldOffsets', array: calibration.fieldOffsets },
        ]
      : []),
    { name: 'papers.venueOffsets', array: papers.venueOffsets, delta: 'all' },
    { name: 'papers.titles', strings: papers.titles },
    { name: 'papers.years', array: papers.years },
    { name: 'papers.refs', strings: papers.refs },
    { name: 'papers.termOffsets', array: papers.termOffsets, delta: 'all' },
    // A paper's terms are in id order.
    { name: 'papers.termIds', array: papers.termIds, delta: 'papers.termOffsets' },
    { name: 'papers.termValues', array: papers.termValues },
  ]);
}
