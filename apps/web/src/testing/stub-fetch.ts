import { vi } from 'vitest';

/** Replaces `fetch` with one that answers every request with the given status and JSON body. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
