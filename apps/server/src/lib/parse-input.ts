import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Validates input with a contracts schema; a failure becomes a 400 listing every field's message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'The request is invalid.', issues);
  }
  return parsed.data;
}
