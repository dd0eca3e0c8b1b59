import type { UpstreamSource } from '../upstream-sources.ts';

/** Where a snapshot file sits upstream: the source's layout run backwards. Null when no mapping produces it. */
export function findUpstreamPath(path: string, source: Pick<UpstreamSource, 'layout'>): string | null {
  for (const { from, to } of source.layout) {
    const isPrefix = from === '' || from.endsWith('/');
    if (isPrefix && path.startsWith(to)) return from + path.slice(to.length);
    if (!isPrefix && path === to) return from;
  }
  return null;
}
