import type { DeadlineChange, SourceId, VenueMerge } from '@venuescout/catalog';

/**
 * What became of one source in a refresh: `updated` (new files accepted), `unchanged` (upstream has
 * nothing new), `failed` (fetching or unpacking it failed), `rejected` (its new files broke a file or an
 * invariant), `pinned` (no upstream configured). All but `updated` keep the source's last good files.
 */
export type SourceOutcome = 'updated' | 'unchanged' | 'failed' | 'rejected' | 'pinned';

/** One source's line in the report. */
export interface SourceReport {
  id: SourceId;
  url: string | null;
  outcome: SourceOutcome;
  /** Why it failed or was rejected, in words an operator can act on. */
  reason?: string;
  /** The upstream commit the archive names, when it names one. */
  commit?: string | null;
  etag?: string | null;
  files?: number;
  /** Size of the archive as downloaded. */
  bytes?: number;
  ms: number;
}

/**
 * `applied` (a new catalog is live), `unchanged` (nothing to apply), `failed` (sources changed but none
 * could be used), `superseded` (another process applied a catalog while this one worked).
 */
export type RefreshStatus = 'applied' | 'unchanged' | 'failed' | 'superseded';

/** What a refresh did, stored in `catalog_refreshes` and printed by `npm run catalog:refresh`. */
export interface RefreshReport {
  refreshId: string | null;
  trigger: 'schedule' | 'operator';
  status: RefreshStatus;
  startedAt: string;
  finishedAt: string;
  ms: number;
  sources: SourceReport[];
  venues: {
    before: number;
    after: number;
    added: { id: string; acronym: string }[];
    merged: VenueMerge[];
    retired: string[];
  };
  deadlines: { published: number; moved: number; extended: number; changes: DeadlineChange[] };
  /** What blocked a source, or the whole refresh. */
  violations: string[];
  /** E-mails sent about the changes, once sent. */
  alertsSent: number | null;
}
