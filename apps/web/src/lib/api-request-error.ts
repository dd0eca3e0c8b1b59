import type { FieldIssue } from '@venuescout/contracts';

/** An answer from our API with a non-2xx status, carrying the server's `{code, message, issues}`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  /** How long the server asked to wait before trying again (its Retry-After), in seconds; null if it did not. */
  readonly retryAfterSeconds: number | null;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    issues?: FieldIssue[];
    retryAfterSeconds?: number | null;
  }) {
    super(options.message);
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.issues = options.issues ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}
