import { createMiddleware } from 'hono/factory';
import { invalidTextMessage, isStorableText, type FieldIssue } from '@venuescout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

const jsonType = /^application\/([a-z0-9.+-]*\+)?json/i;

/** Every key and string value that cannot be stored as text, with its dotted path. */
function findUnstorableText(value: unknown, path: string[] = [], found: FieldIssue[] = []): FieldIssue[] {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push({ path: path.join('.'), message: invalidTextMessage });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findUnstorableText(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) found.push({ path: path.join('.'), message: invalidTextMessage });
      else findUnstorableText(item, [...path, key], found);
    }
  }
  return found;
}

/** Reads a copy of the body in the forms better-auth also accepts; undefined when there is none. */
async function readBodyCopy(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return undefined;
  const copy = request.clone();
  if (jsonType.test(type)) {
    const text = await copy.text();
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
    }
  }
  if (/application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)) {
    try {
      const form = await copy.formData();
      return Object.fromEntries([...form].map(([key, item]) => [key, typeof item === 'string' ? item : '']));
    } catch {
      throw new AppError('BAD_REQUEST', 'The request body is not valid form data.');
    }
  }
  return { body: await copy.text() };
}

/**
 * The shared check of every request body before any route reads it: a string the database cannot hold
 * (a NUL, a lone surrogate) is a 400 naming the field, on every endpoint, including the ones better-auth
 * answers itself; otherwise such a value fails deep in SQL as a 500. The parsed copy is kept as
 * `body` for middleware that inspects it (the auth redirect check); routes still read the original.
 */
export const checkRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  const body = await readBodyCopy(c.req.raw);
  const issues = findUnstorableText(body);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', invalidTextMessage, issues);
  c.set('body', body);
  if (body !== undefined && jsonType.test(c.req.header('content-type') ?? '')) c.set('jsonBody', body);
  await next();
});
