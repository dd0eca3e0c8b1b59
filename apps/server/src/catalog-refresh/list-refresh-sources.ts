import type { CatalogRefreshConfig } from '../env.ts';
import type { RefreshSource } from './read-source.ts';
import { listUpstreamSources } from './upstream-sources.ts';

/**
 * Where each source is fetched from: a per-source URL when one is configured (`none` pins it), else the
 * mirror's `<base>/<id>.tar.gz`, else the upstream repository's archive (none for the ranking lists).
 */
export function listRefreshSources(config: CatalogRefreshConfig): RefreshSource[] {
  return listUpstreamSources().map((source) => {
    const configured = config.upstreamUrls[source.id];
    const url =
      configured !== undefined
        ? configured === 'none'
          ? null
          : configured
        : config.upstreamBaseUrl
          ? `${config.upstreamBaseUrl}/${source.id}.tar.gz`
          : source.defaultUrl;
    return { id: source.id, url, layout: source.layout };
  });
}
