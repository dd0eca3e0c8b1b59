import { ArchiveError } from './archive-error.ts';
import type { ArchiveLimits } from './archive-limits.ts';
import { checkArchiveUrl } from './check-archive-url.ts';

export type FetchedArchive =
  { status: 'unchanged'; etag: string } | { status: 'fetched'; bytes: Uint8Array; etag: string | null };

// GitHub's tarball endpoint answers with one redirect to codeload; three leaves room for a mirror.
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads an archive with one deadline for the whole exchange, following redirects itself so each
 * hop is checked, and refusing a body past `maxDownloadBytes` without buffering beyond it.
 */
export async function fetchArchive(
  url: string,
  options: { limits: ArchiveLimits; etag?: string | null },
): Promise<FetchedArchive> {
  const { limits, etag } = options;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = checkArchiveUrl(url);
  for (let redirects = 0; ; redirects += 1) {
    const response = await send(current, etag ?? null, signal, limits);
    if (REDIRECT_STATUSES.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      if (redirects === MAX_REDIRECTS) {
        throw new ArchiveError('http-status', `upstream redirected more than ${MAX_REDIRECTS} times`);
      }
      const location = response.headers.get('location');
      if (!location) {
        throw new ArchiveError(
          'http-status',
          `upstream answered ${describeStatus(response)} without a Location`,
        );
      }
      current = checkArchiveUrl(new URL(location, current).href);
      continue;
    }
    if (response.status === 304 && etag) {
      await response.body?.cancel().catch(() => undefined);
      return { status: 'unchanged', etag: response.headers.get('etag') ?? etag };
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => undefined);
      throw new ArchiveError('http-status', `upstream answered ${describeStatus(response)}`);
    }
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > limits.maxDownloadBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge(
        `upstream declares ${declared} bytes, over the ${limits.maxDownloadBytes}-byte download limit`,
      );
    }
    const bytes = await readCapped(response, signal, limits);
    return { status: 'fetched', bytes, etag: response.headers.get('etag') };
  }
}

async function send(url: URL, etag: string | null, signal: AbortSignal, limits: ArchiveLimits) {
  // identity: fetch would otherwise inflate a Content-Encoding itself, so the cap would count inflated bytes.
  const headers: Record<string, string> = { accept: '*/*', 'accept-encoding': 'identity' };
  if (etag) headers['if-none-match'] = etag;
  try {
    return await fetch(url, { redirect: 'manual', signal, headers });
  } catch (error) {
    throw toArchiveError(error, signal, limits, url);
  }
}

/** Reads the body chunk by chunk, cancelling the stream as soon as the running total passes the cap. */
async function readCapped(response: Response, signal: AbortSignal, limits: ArchiveLimits) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limits.maxDownloadBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(`upstream sent more than the ${limits.maxDownloadBytes}-byte download limit`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw toArchiveError(error, signal, limits, new URL(response.url));
  }
  return concat(chunks, total);
}

function toArchiveError(error: unknown, signal: AbortSignal, limits: ArchiveLimits, url: URL) {
  if (signal.aborted) {
    return new ArchiveError('timeout', `upstream did not finish sending within ${limits.timeoutMs} ms`);
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new ArchiveError('network', `could not reach ${url.host}: ${detail}`);
}

function tooLarge(message: string) {
  return new ArchiveError('too-large', message);
}

function describeStatus(response: Response): string {
  return `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
