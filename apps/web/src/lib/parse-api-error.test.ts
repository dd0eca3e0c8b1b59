import { ApiErrorSchema } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { parseApiError } from './parse-api-error';

describe('parseApiError', () => {
  it.each([
    ['a plain error', { code: 'NOT_FOUND', message: 'No such venue' }],
    [
      'field issues',
      { code: 'VALIDATION_FAILED', message: 'Bad', issues: [{ path: 'email', message: 'Required' }] },
    ],
    ['an extra field', { code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 3 }],
  ])('returns what ApiErrorSchema returns for %s', (_, payload) => {
    expect(parseApiError(payload)).toEqual(ApiErrorSchema.parse(payload));
  });

  it.each([
    ['an empty body', null],
    ['an HTML page', '<html>'],
    ['a missing message', { code: 'INTERNAL' }],
    ['issues that are not a list', { code: 'BAD_REQUEST', message: 'Bad', issues: 'email' }],
    ['an issue without a path', { code: 'BAD_REQUEST', message: 'Bad', issues: [{ message: 'Required' }] }],
  ])('returns null for %s, which ApiErrorSchema rejects', (_, payload) => {
    expect(ApiErrorSchema.safeParse(payload).success).toBe(false);
    expect(parseApiError(payload)).toBeNull();
  });
});
