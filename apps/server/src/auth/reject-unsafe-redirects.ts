import { createMiddleware } from 'hono/factory';
import { isSafeRedirectPath, type FieldIssue } from '@venuescout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';

/** better-auth's redirect parameters (callbackURL, redirectTo, errorCallbackURL, newUserCallbackURL…). */
const redirectParameter = /callback|redirect/i;

export const unsafeRedirectMessage = 'The redirect address must be a path on this site, such as /dashboard.';

/**
 * Refuses, with 400, any auth request whose redirect target (in the query or the body) is not a path on
 * this site. better-auth lets relative paths through untouched and later normalises them, so
 * "/.//evil.example" would come back as `Location: //evil.example`, an open redirect.
 */
export const rejectUnsafeRedirects = createMiddleware<AppEnv>(async (c, next) => {
  const issues: FieldIssue[] = [];
  const check = (name: string, value: unknown) => {
    if (!redirectParameter.test(name)) return;
    if (typeof value !== 'string' || !isSafeRedirectPath(value)) {
      issues.push({ path: name, message: unsafeRedirectMessage });
    }
  };
  for (const [name, values] of Object.entries(c.req.queries())) {
    for (const value of values) check(name, value);
  }
  const body = c.get('body');
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) if (value !== undefined) check(name, value);
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', unsafeRedirectMessage, issues);
  await next();
});
