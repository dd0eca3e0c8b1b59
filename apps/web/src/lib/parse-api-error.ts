import type { ApiError, FieldIssue } from '@venuescout/contracts';
import { readJsonObject } from './read-json-object';

/** The `{code, message, issues}` body of an API error, or null when the body has another shape. */
export function parseApiError(payload: unknown): ApiError | null {
  try {
    const body = readJsonObject(payload);
    const issues = (payload as { issues?: unknown }).issues;
    if (issues !== undefined && !Array.isArray(issues)) return null;
    return {
      code: body.string('code'),
      message: body.string('message'),
      ...(issues && {
        issues: issues.map((issue: unknown, index): FieldIssue => {
          const field = readJsonObject(issue, `issues.${index}`);
          return { path: field.string('path'), message: field.string('message') };
        }),
      }),
    };
  } catch {
    return null;
  }
}
