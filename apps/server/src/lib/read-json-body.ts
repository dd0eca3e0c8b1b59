import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Reads the request body as JSON and validates it with a contracts schema. Malformed JSON and
 * schema failures become 400s with field messages, never 500s.
 */
export async function readJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'The request is invalid.', issues);
  }
  return parsed.data;
}
