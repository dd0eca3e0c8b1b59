import { ApiRequestError } from './api-request-error';
import { parseApiError } from './parse-api-error';

/**
 * Checks an answer's body and returns it typed. Every zod schema is one; the answers the entry bundle
 * reads use small hand-written parsers instead, so the landing page loads without zod.
 */
export type ResponseParser<T> = { parse: (payload: unknown) => T };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Retry-After in seconds; the server sends whole seconds, and the HTTP-date form is not used here. */
function readRetryAfter(response: Response): number | null {
  const value = response.headers.get('retry-after');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

async function request<T>(
  method: Method,
  path: string,
  schema: ResponseParser<T>,
  body?: unknown,
): Promise<T> {
  // Relative paths keep every call same-origin: the session cookie is httpOnly and the server rejects
  // state-changing requests from other origins, so nothing about auth lives in this bundle.
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await readJson(response);
  if (!response.ok) {
    const apiError = parseApiError(payload);
    const retryAfterSeconds = readRetryAfter(response);
    throw new ApiRequestError(
      apiError
        ? { status: response.status, ...apiError, retryAfterSeconds }
        : { status: response.status, code: `HTTP_${response.status}`, message: '', retryAfterSeconds },
    );
  }
  return schema.parse(payload);
}

/** Calls our own `/api` with JSON in and out; failures throw `ApiRequestError` (or `TypeError` offline). */
export const apiClient = {
  get: <T>(path: string, schema: ResponseParser<T>) => request('GET', path, schema),
  post: <T>(path: string, body: unknown, schema: ResponseParser<T>) => request('POST', path, schema, body),
  patch: <T>(path: string, body: unknown, schema: ResponseParser<T>) => request('PATCH', path, schema, body),
  put: <T>(path: string, schema: ResponseParser<T>, body?: unknown) => request('PUT', path, schema, body),
  delete: <T>(path: string, schema: ResponseParser<T>, body?: unknown) =>
    request('DELETE', path, schema, body),
};
