/** Bounds on one upstream archive, checked while it streams so a hostile one costs little. */
export interface ArchiveLimits {
  /** Compressed bytes accepted over the network. */
  maxDownloadBytes: number;
  /** One deadline for the whole exchange: redirects, headers and body. */
  timeoutMs: number;
  /** Tar bytes gunzip may produce before the archive is refused (gzip bombs). */
  maxUncompressedBytes: number;
  /** Tar entries of any type, directories included. */
  maxEntries: number;
  /** Bytes of one file the source needs. */
  maxFileBytes: number;
  /** Bytes of all the files the source needs, together; these are the only bytes held. */
  maxSelectedBytes: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  // The largest upstream (ccf-deadlines, with its site code) is about 2 MiB gzipped; 16x leaves room to grow.
  maxDownloadBytes: 32 * MIB,
  // codeload streams a few MiB in seconds; a minute tolerates a slow link but not a stalled one.
  timeoutMs: 60_000,
  // Repositories here unpack to tens of MiB; past 256 MiB it is a bomb or the wrong repository.
  maxUncompressedBytes: 256 * MIB,
  // ccf-deadlines has about 1,500 entries today; 20,000 stops an entry flood well before it costs much.
  maxEntries: 20_000,
  // The largest data file today (pwc conferences.yml) is under 200 KiB; a 4 MiB YAML is not a deadline list.
  maxFileBytes: 4 * MIB,
  // A whole snapshot folder is under 3 MiB; this bounds what one refresh holds in memory per source.
  maxSelectedBytes: 32 * MIB,
};
