import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseInput } from './parse-input.ts';

/** Parses a request body as JSON; malformed JSON is a 400, never a 500. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
  }
}

/**
 * Validates the request body with a contracts schema. The body check before every route has usually
 * parsed the JSON already; otherwise a copy is read here, so the original stays for better-auth.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = c.get('jsonBody');
  return parseInput(schema, parsed !== undefined ? parsed : await readJson(c.req.raw.clone()));
}
