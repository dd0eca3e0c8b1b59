import type { SourceId } from '@venuescout/catalog';

/** Maps an archive path to a snapshot path: a folder prefix when `from` ends in '/' (or is ''), else one file. */
export interface LayoutMapping {
  from: string;
  to: string;
}

export interface UpstreamSource {
  id: Exclude<SourceId, 'curated'>;
  /** Where the refresh downloads the source by default; null when the upstream has no archive in our format. */
  defaultUrl: string | null;
  /** How the archive's paths become the snapshot folder's, so the importers read what they always read. */
  layout: LayoutMapping[];
}

const LICENSE: LayoutMapping = { from: 'LICENSE', to: 'LICENSE' };
const IDENTITY: LayoutMapping[] = [{ from: '', to: '' }];

// GitHub's documented tarball endpoint: it redirects to codeload and names the commit in the archive.
const githubTarball = (repository: string) => `https://api.github.com/repos/${repository}/tarball`;

// Jekyll sites of the ai-deadlines family keep their list and its area names in _data/.
const jekyllLists: LayoutMapping[] = [
  { from: '_data/conferences.yml', to: 'conferences.yml' },
  { from: '_data/types.yml', to: 'types.yml' },
  LICENSE,
];

const UPSTREAM_SOURCES: readonly UpstreamSource[] = [
  {
    id: 'ccf-deadlines',
    defaultUrl: githubTarball('ccfddl/ccf-deadlines'),
    layout: [
      { from: 'conference/', to: 'conference/' },
      { from: 'accept_rates/', to: 'accept_rates/' },
      // Not read by the importer, but part of the snapshot, so a refreshed folder matches a checked-in one.
      { from: 'conference-yaml-schema.yml', to: 'conference-yaml-schema.yml' },
      LICENSE,
    ],
  },
  {
    id: 'tobna-ai-deadlines',
    defaultUrl: githubTarball('tobna/ai-deadlines'),
    layout: [{ from: 'conferences/', to: 'conferences/' }, LICENSE],
  },
  {
    id: 'hf-ai-deadlines',
    defaultUrl: githubTarball('huggingface/ai-deadlines'),
    layout: [{ from: 'src/data/conferences/', to: 'conferences/' }, LICENSE],
  },
  {
    id: 'modeling-deadlines',
    defaultUrl: githubTarball('hadiDHD/modeling-conf-deadlines'),
    layout: jekyllLists,
  },
  {
    id: 'hci-deadlines',
    defaultUrl: githubTarball('hci-deadlines/conf-database'),
    layout: [{ from: 'conferences/', to: 'conferences/' }, LICENSE],
  },
  {
    id: 'pwc-ai-deadlines',
    // Frozen since 2024-03 but still served; refreshing it is a cheap no-op check.
    defaultUrl: githubTarball('paperswithcode/ai-deadlines'),
    layout: jekyllLists,
  },
  // These upstreams publish their lists in another form (JS tables, a PDF), so there is no default;
  // an operator may point them at an archive already laid out like the snapshot folder.
  { id: 'ccf-list-2026', defaultUrl: null, layout: IDENTITY },
  { id: 'core-icore2026', defaultUrl: null, layout: IDENTITY },
  { id: 'ccf-list-2022', defaultUrl: null, layout: IDENTITY },
];

/** Lists every refreshable source (all but the curated supplement) with its default archive and layout. */
export function listUpstreamSources(): UpstreamSource[] {
  return UPSTREAM_SOURCES.map((source) => ({ ...source, layout: [...source.layout] }));
}
