import { importCcfDeadlines } from '../importers/import-ccf-deadlines.ts';
import { importCcfList2022 } from '../importers/import-ccf-list-2022.ts';
import { importCcfList2026 } from '../importers/import-ccf-list-2026.ts';
import { importCoreRanks } from '../importers/import-core-ranks.ts';
import { importCurated } from '../importers/import-curated.ts';
import { importHciDeadlines } from '../importers/import-hci-deadlines.ts';
import { importHfDeadlines } from '../importers/import-hf-deadlines.ts';
import { importModelingDeadlines } from '../importers/import-modeling-deadlines.ts';
import { importPwcDeadlines } from '../importers/import-pwc-deadlines.ts';
import { importTobnaDeadlines } from '../importers/import-tobna-deadlines.ts';
import type {
  AreaAnnotation,
  ImportIssue,
  RankRow,
  SourceFile,
  SourceImport,
} from '../importers/source-record.ts';
import { assignVenueIds } from '../merge/assign-venue-ids.ts';
import { buildVenue } from '../merge/build-venue.ts';
import { clusterRecords, type MergeNote } from '../merge/cluster-records.ts';
import type { Catalog } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';

export type SourceInputs = Partial<Record<SourceId, SourceFile[]>>;

export interface CatalogReport {
  issues: ImportIssue[];
  notes: MergeNote[];
  deadlinesParsed: Partial<Record<SourceId, number>>;
  records: Partial<Record<SourceId, number>>;
  /** Every row of the ranking lists, for the audit's check that each one reached a venue. */
  rankRows: RankRow[];
}

const IMPORTERS: Record<SourceId, (files: SourceFile[]) => SourceImport> = {
  curated: importCurated,
  'ccf-list-2026': importCcfList2026,
  'ccf-deadlines': importCcfDeadlines,
  'core-icore2026': importCoreRanks,
  'tobna-ai-deadlines': importTobnaDeadlines,
  'hf-ai-deadlines': importHfDeadlines,
  'modeling-deadlines': importModelingDeadlines,
  'hci-deadlines': importHciDeadlines,
  'pwc-ai-deadlines': importPwcDeadlines,
  'ccf-list-2022': importCcfList2022,
};

/**
 * Clustering order, which differs from field precedence: records with dblp keys and clean names go first
 * so that later, sparser records (acronym only) have well-described venues to attach to.
 */
const CLUSTER_ORDER = Object.keys(IMPORTERS) as SourceId[];

/** Imports every source's files and merges them into a catalog sorted by venue id; pure and deterministic. */
export function buildCatalog(inputs: SourceInputs): { catalog: Catalog; report: CatalogReport } {
  const report: CatalogReport = {
    issues: [],
    notes: [],
    deadlinesParsed: {},
    records: {},
    rankRows: [],
  };
  const imports: SourceImport[] = [];
  for (const source of CLUSTER_ORDER) {
    const files = inputs[source];
    if (!files) {
      if (source !== 'curated')
        report.issues.push({ source, level: 'file', ref: source, reason: 'source folder missing' });
      continue;
    }
    const result = IMPORTERS[source](files);
    imports.push(result);
    report.issues.push(...result.issues);
    report.rankRows.push(...result.rankRows);
    report.deadlinesParsed[source] = result.deadlinesParsed;
    report.records[source] = result.records.length + result.annotations.length;
  }
  const annotations = new Map<string, AreaAnnotation[]>();
  for (const annotation of imports.flatMap((result) => result.annotations)) {
    const key = annotation.dblp.toLowerCase();
    annotations.set(key, [...(annotations.get(key) ?? []), annotation]);
  }
  const { clusters, notes } = clusterRecords(imports.flatMap((result) => result.records));
  report.notes = notes;
  const venues = assignVenueIds(
    clusters.map((cluster) => buildVenue(cluster, annotations)),
    clusters.map((cluster) => cluster.find((record) => record.id)?.id),
  );
  venues.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { catalog: { venues }, report };
}
