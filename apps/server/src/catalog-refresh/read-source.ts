import type { SourceFile, SourceId } from '@venuescout/catalog';

/** A source as a refresh reads it: where from, and how its archive maps onto the importers' folder. */
export interface RefreshSource {
  id: SourceId;
  /** Null when no upstream is configured: the source keeps its last good files. */
  url: string | null;
  layout: { from: string; to: string }[];
}

/** What reading one source gave. */
export type SourceRead =
  | { outcome: 'fetched'; files: SourceFile[]; commit: string | null; etag: string | null; bytes: number }
  | { outcome: 'unchanged'; etag: string | null }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'pinned' };

/** Reads one source, given the ETag of its last good files (to ask upstream for changes only). */
export type ReadSource = (source: RefreshSource, last: { etag: string | null } | null) => Promise<SourceRead>;
