import { z } from 'zod';

/** Machine-readable error codes the API answers with. */
export const ErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_REACHED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One field's problem in a 400 answer. */
export const FieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. `keywords.2`; empty for the whole body. */
  path: z.string(),
  /** What is wrong, in words a user can act on. */
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** Every error response body. */
export const ApiErrorSchema = z.object({
  /** Machine-readable code. */
  code: z.string(),
  /** Human-readable explanation, safe to show. */
  message: z.string(),
  /** Per-field problems, for validation failures. */
  issues: z.array(FieldIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
