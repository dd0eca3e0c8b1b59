import type { SourceFile } from '@venuescout/catalog';

/** A fetched source whose files differ from its last good ones. */
export interface Candidate {
  files: SourceFile[];
  checksum: string;
  commit: string | null;
  etag: string | null;
  url: string;
}
