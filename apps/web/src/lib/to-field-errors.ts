/** A form's messages keyed by field name (dotted path for nested fields). */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: string | readonly PropertyKey[]; message: string };

/** Turns zod issues or the API's `issues` into one message per field, the first one winning. */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
