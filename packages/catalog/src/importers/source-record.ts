import type { AreaSlug } from '@venuescout/contracts';
import type { CcfAreaCode } from '../areas/map-source-areas.ts';
import type { AcceptanceRate, DeadlineKind, EditionDates, Ranks, VenueType } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';

/** One file of a source folder, path relative to that folder with `/` separators. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface SourceDeadline {
  kind: DeadlineKind;
  at: string;
  timezone: string;
  comment?: string;
  /** The call the deadline is for when the source names one: `short papers`, `industry track`. */
  track?: string;
}

export interface SourceEdition {
  year: number;
  url?: string;
  place?: string;
  dates?: EditionDates;
  deadlines: SourceDeadline[];
}

/** What one source says about one venue, before merging. */
export interface SourceRecord {
  source: SourceId;
  /** File and entry, for reports. */
  ref: string;
  acronym?: string;
  name?: string;
  type?: VenueType;
  aliases: string[];
  areas: AreaSlug[];
  ranks: Ranks;
  h5Index?: number;
  acceptanceRates?: AcceptanceRate[];
  url?: string;
  dblp?: string;
  /** Former names and titles sources file the venue under (curated only); they match like `name`. */
  otherNames?: string[];
  /** A catalog id the venue keeps whatever its acronym becomes (curated only), so stored ids stay valid. */
  id?: string;
  editions: SourceEdition[];
}

/** A CCF area for the venue with this dblp key; it never creates a venue on its own. */
export interface AreaAnnotation {
  source: SourceId;
  dblp: string;
  ccfArea: CcfAreaCode;
}

export type IssueLevel = 'file' | 'record' | 'value';

/** Something an importer skipped: a whole file, one record, or one value (a deadline) of a record. */
export interface ImportIssue {
  source: SourceId;
  level: IssueLevel;
  ref: string;
  reason: string;
}

/** One row of a ranking list (CCF 2022/2026, ICORE 2026) as read, before rows are grouped into venues. */
export interface RankRow {
  source: SourceId;
  ref: string;
  /** The venue type the row names; `undefined` when the row does not say. */
  type?: VenueType;
  acronym?: string;
  name?: string;
  dblp?: string;
}

export interface SourceImport {
  source: SourceId;
  records: SourceRecord[];
  annotations: AreaAnnotation[];
  /** Ranking-list rows, so the audit can check each one reached a venue. */
  rankRows: RankRow[];
  issues: ImportIssue[];
  deadlinesParsed: number;
}

/** Creates an empty record for a source, so importers fill only what they know. */
export function createSourceRecord(source: SourceId, ref: string): SourceRecord {
  return { source, ref, aliases: [], areas: [], ranks: {}, editions: [] };
}
