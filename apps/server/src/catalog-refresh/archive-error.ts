/** Why an upstream archive was refused; the refresh report groups failures by it. */
export type ArchiveErrorReason =
  | 'http-status'
  | 'timeout'
  | 'too-large'
  | 'network'
  | 'insecure-url'
  | 'not-gzip'
  | 'truncated'
  | 'bad-header'
  | 'too-many-files'
  | 'file-too-large'
  | 'unsafe-path'
  | 'link'
  | 'special-file'
  | 'not-text'
  | 'empty';

/**
 * A refused download or archive. The message is one sentence for an operator reading the refresh
 * report, so it never carries a stack trace or the archive's bytes.
 */
export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';

  constructor(
    readonly reason: ArchiveErrorReason,
    message: string,
  ) {
    super(message);
  }
}

/** Shows an untrusted archive path in a message: quoted, control characters escaped, cut to 200 chars. */
export function quotePath(path: string): string {
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  return JSON.stringify(shown);
}
