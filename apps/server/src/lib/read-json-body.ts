import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';
import { parseInput } from './parse-input.ts';

/**
 * Validates the request body with a contracts schema. The body is the value the body check before
 * every route parsed and checked (check-request-body.ts), never a second reading of the request, so
 * what is validated here is exactly what was checked there.
 */
export function readJsonBody<Schema extends z.ZodType>(c: Context<AppEnv>, schema: Schema): z.output<Schema> {
  const body = c.get('body');
  if (body === undefined) throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
  return parseInput(schema, body);
}
