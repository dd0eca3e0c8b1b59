import { ApiErrorSchema } from '@venuescout/contracts';
import type { z } from 'zod';
import { ApiRequestError } from './api-request-error';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request<Schema extends z.ZodType>(
  method: Method,
  path: string,
  schema: Schema,
  body?: unknown,
): Promise<z.infer<Schema>> {
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
    const parsed = ApiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      parsed.success
        ? { status: response.status, ...parsed.data }
        : { status: response.status, code: `HTTP_${response.status}`, message: '' },
    );
  }
  return schema.parse(payload);
}

/** Calls our own `/api` with JSON in and out; failures throw `ApiRequestError` (or `TypeError` offline). */
export const apiClient = {
  get: <Schema extends z.ZodType>(path: string, schema: Schema) => request('GET', path, schema),
  post: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema) =>
    request('POST', path, schema, body),
  patch: <Schema extends z.ZodType>(path: string, body: unknown, schema: Schema) =>
    request('PATCH', path, schema, body),
  delete: <Schema extends z.ZodType>(path: string, schema: Schema, body?: unknown) =>
    request('DELETE', path, schema, body),
};
