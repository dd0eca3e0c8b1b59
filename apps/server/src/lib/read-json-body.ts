import type { Context } from 'hono';
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

/** Reads the request body as JSON and validates it with a contracts schema. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parseInput(schema, await readJson(c.req.raw));
}
