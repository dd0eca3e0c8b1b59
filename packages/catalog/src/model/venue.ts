import type { AreaSlug } from '@venuescout/contracts';
import type { SourceId } from '../sources/catalog-sources.ts';

export type VenueType = 'conference' | 'journal';

export type Region = 'north-america' | 'europe' | 'asia' | 'australia' | 'africa' | 'south-america';

export type DeadlineKind =
  | 'abstract'
  | 'paper'
  | 'supplementary'
  | 'commitment'
  | 'rebuttal'
  | 'revision'
  | 'notification'
  | 'camera-ready'
  | 'registration'
  | 'other';

export type CoreRank = 'A*' | 'A' | 'B' | 'C';
export type CcfRank = 'A' | 'B' | 'C' | 'P';
export type ThcplRank = 'A' | 'B';

export interface Ranks {
  /** ICORE/CORE conference rank. */
  core?: CoreRank;
  /** China Computer Federation list rank; `P` marks a preprint server. */
  ccf?: CcfRank;
  /** Tsinghua (THCPL) rank. */
  thcpl?: ThcplRank;
}

export interface Deadline {
  kind: DeadlineKind;
  /** The instant in UTC, ISO-8601 with milliseconds, e.g. `2026-05-15T11:59:59.000Z`. */
  at: string;
  /** The time-zone label as the source published it, e.g. `AoE`, `UTC-8`, `America/Los_Angeles`. */
  timezone: string;
  comment?: string;
  /**
   * The call the deadline is for when the source names one beside others (`short papers`, `industry
   * track`); absent for the venue's main call.
   */
  track?: string;
  source: SourceId;
}

export interface EditionDates {
  text?: string;
  /** ISO date `YYYY-MM-DD`. */
  start?: string;
  end?: string;
}

export interface Edition {
  year: number;
  url?: string;
  place?: string;
  dates?: EditionDates;
  deadlines: Deadline[];
  /** The source whose edition record won (see docs/decisions/002). */
  source: SourceId;
}

export interface AcceptanceRate {
  year: number;
  submitted?: number;
  accepted?: number;
  /** accepted / submitted, rounded to 4 decimals. */
  rate: number;
  /** The catalog source that gave the rate. */
  source: SourceId;
  /** Where that source says the figure comes from (an http(s) address), when it says so. */
  reference?: string;
}

/** Where a venue's h5-index comes from. None of the sources states the Scholar Metrics year. */
export interface H5IndexSource {
  source: SourceId;
}

/** Two or more sources gave different values for one field; `chosen` names the winning source. */
export interface Disagreement {
  field: string;
  chosen: SourceId;
  values: { source: SourceId; value: string }[];
}

export interface Venue {
  /** Stable slug: `conf/<acronym>` or `journal/<acronym>`, lowercase and unique. */
  id: string;
  acronym: string;
  name: string;
  type: VenueType;
  aliases: string[];
  areas: AreaSlug[];
  ranks: Ranks;
  h5Index?: number;
  /** Present exactly when `h5Index` is. */
  h5IndexSource?: H5IndexSource;
  acceptanceRates?: AcceptanceRate[];
  url?: string;
  /** dblp stream key, e.g. `conf/acl` or `journals/tacl`. */
  dblp?: string;
  region: Region | null;
  editions: Edition[];
  sources: SourceId[];
  /**
   * Which source supplied each resolved field (`name`, `ranks.core`, `areas`…); `derived` marks areas
   * read from the venue's name because no source gave any, and a `url` derived from an edition's address.
   */
  provenance: Record<string, SourceId | SourceId[] | 'derived'>;
  disagreements?: Disagreement[];
}

export interface Catalog {
  venues: Venue[];
}
