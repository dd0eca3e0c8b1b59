import { createMiddleware } from 'hono/factory';
import { invalidTextMessage, isStorableText, type FieldIssue } from '@venuescout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

/** `application/json` and its `+json` kinds, with or without parameters such as a charset. */
const jsonType = /^\s*application\/(?:[a-z0-9.+-]*\+)?json\s*(?:;|$)/i;

/**
 * The deepest nesting of arrays and objects a body may have. Every body the API accepts is at most
 * three levels deep; the margin keeps room for new forms without letting a `[[[[…` body cost time.
 */
export const maxBodyDepth = 64;

/** At most this many unstorable strings are listed in one answer, however many the body holds. */
const maxIssues = 20;

const notJsonMessage = 'Send the request body as JSON, with Content-Type: application/json.';

/**
 * Whether the JSON text nests arrays and objects deeper than `limit`. One pass over the characters
 * with a counter, before JSON.parse builds anything, so a deep body is refused in time linear in its
 * size and with no recursion that a crafted body could overflow.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character, a quote included
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) {
      isInString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit | undefined): string => {
  const parts: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) parts.push(at.key);
  return parts.reverse().join('.');
};

/**
 * Every key and string value that cannot be stored as text, with its dotted path. The walk keeps its
 * own stack and builds a path only for a value it reports, so its cost is linear in the body's size.
 */
export function findUnstorableText(root: unknown): FieldIssue[] {
  const found: FieldIssue[] = [];
  const stack: Visit[] = [{ value: root, key: '', parent: undefined }];
  while (stack.length > 0 && found.length < maxIssues) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push({ path: pathOf(visit), message: invalidTextMessage });
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      for (const [key, item] of entries) {
        const name = String(key);
        if (!isStorableText(name)) found.push({ path: pathOf(visit), message: invalidTextMessage });
        else stack.push({ value: item, key: name, parent: visit });
      }
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The one reading of every request body before any route: a write must be JSON (415 otherwise), no
 * deeper than `maxBodyDepth` and valid (400 otherwise), and free of strings the database cannot hold
 * (a NUL, a lone surrogate: a 400 naming the field, where SQL would fail with a 500). The parsed value
 * is kept as `body`, and routes validate that value rather than parsing the body again; better-auth,
 * which reads the request itself, only ever receives the same JSON text that passed this check.
 */
export const checkRequestBody = createMiddleware<AppEnv>(async (c, next) => {
  const request = c.req.raw;
  // The copy is read whole (limitBody has capped its size), so nothing unread is left on the socket.
  const text = request.body ? await request.clone().text() : '';
  c.set('isBodyRead', true);
  if (text.trim() === '') {
    c.set('body', undefined);
    return next();
  }
  if (!jsonType.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', notJsonMessage);
  }
  if (isNestedDeeperThan(text, maxBodyDepth)) {
    throw new AppError('BAD_REQUEST', `The request body is nested more than ${maxBodyDepth} levels deep.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be valid JSON.');
  }
  const issues = findUnstorableText(body);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', invalidTextMessage, issues);
  c.set('body', body);
  await next();
});
