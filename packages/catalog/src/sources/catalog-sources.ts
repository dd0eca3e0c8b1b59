export type SourceId =
  | 'curated'
  | 'ccf-deadlines'
  | 'tobna-ai-deadlines'
  | 'hf-ai-deadlines'
  | 'modeling-deadlines'
  | 'hci-deadlines'
  | 'pwc-ai-deadlines'
  | 'ccf-list-2026'
  | 'core-icore2026'
  | 'ccf-list-2022';

export interface CatalogSource {
  id: SourceId;
  name: string;
  /** Upstream repository or publisher page. */
  upstream: string;
  /** Upstream commit the snapshot was taken at, when there is one. */
  commit: string | null;
  licence: string;
  /** When the snapshot was taken (ISO date); null when the upstream does not say. */
  snapshotDate: string | null;
  /** Copied from the source's LICENSE file, or the publisher's credit line when there is none. */
  copyright: string;
  note?: string;
}

/**
 * Listed in merge precedence: when sources disagree the earlier one wins (most recently maintained first,
 * undated rank lists last). Ranks are the exception: see RANK_AUTHORITY in the merge.
 */
const CATALOG_SOURCES: readonly CatalogSource[] = [
  {
    id: 'curated',
    name: 'VenueScout curated supplement',
    upstream: 'packages/catalog/curated/venues.yaml',
    commit: null,
    licence: 'Same as VenueScout',
    snapshotDate: '2026-11-22',
    copyright: 'Copyright (c) 2026 VenueScout',
    note: 'Hand-checked facts (acronym, name, type, areas, dblp key) for venues the other sources miss or misspell.',
  },
  {
    id: 'ccf-deadlines',
    name: 'CCF Deadlines',
    upstream: 'https://github.com/ccfddl/ccf-deadlines',
    commit: '5f8dce347bc1',
    licence: 'MIT',
    snapshotDate: '2026-08-20',
    copyright: 'Copyright (c) 2021 CCFDDL',
  },
  {
    id: 'tobna-ai-deadlines',
    name: 'AI Deadlines (tobna)',
    upstream: 'https://github.com/tobna/ai-deadlines',
    commit: 'c99cfd6feff0',
    licence: 'MIT',
    snapshotDate: '2026-07-22',
    copyright: 'Copyright (c) 2025 Tobias Nauen',
  },
  {
    id: 'hf-ai-deadlines',
    name: 'AI Deadlines (Hugging Face)',
    upstream: 'https://github.com/huggingface/ai-deadlines',
    commit: 'de9f41b1e2b8',
    licence: 'MIT',
    snapshotDate: '2026-07-16',
    copyright: 'Copyright (c) 2025 Hugging Face',
  },
  {
    id: 'modeling-deadlines',
    name: 'Modeling Conference Deadlines',
    upstream: 'https://github.com/hadiDHD/modeling-conf-deadlines',
    commit: '03fec2f1c1b9',
    licence: 'MIT',
    snapshotDate: '2026-03-12',
    copyright: 'Copyright (c) 2026 hadiDHD (fork of judithmichael/modeling-conf-deadlines)',
  },
  {
    id: 'hci-deadlines',
    name: 'HCI Deadlines',
    upstream: 'https://github.com/hci-deadlines/conf-database',
    commit: '769b5bbcec24',
    licence: 'MIT',
    snapshotDate: '2026-03-10',
    copyright: 'Copyright (c) 2024 hci-deadlines',
  },
  {
    id: 'pwc-ai-deadlines',
    name: 'AI Conference Deadlines (Papers with Code)',
    upstream: 'https://github.com/paperswithcode/ai-deadlines',
    commit: '4d6b247f7b56',
    licence: 'MIT',
    snapshotDate: '2024-03-18',
    copyright: 'Copyright (c) 2021 Abhishek Das',
    note: 'Frozen upstream.',
  },
  {
    id: 'ccf-list-2026',
    name: 'CCF recommended list 2026 (CCFrank4dblp extraction)',
    upstream: 'https://github.com/WenyanLiu/CCFrank4dblp',
    commit: '2bc8b00100f2',
    licence: "MIT (extraction); the list itself is the China Computer Federation's",
    snapshotDate: null,
    copyright: 'Copyright (c) 2019-2023 WenyanLiu (https://github.com/WenyanLiu/CCFrank4dblp)',
  },
  {
    id: 'core-icore2026',
    name: 'ICORE 2026 conference ranks (ScholarUtilityBelt collection)',
    upstream: 'https://github.com/BenAmpel/ScholarUtilityBelt',
    commit: '351d9ca34e20',
    licence: 'ISC (collection); ranks by ICORE/CORE',
    snapshotDate: null,
    copyright: 'Copyright (c) 2026 Benjamin Ampel',
    note: 'Conference ranks credit ICORE (formerly CORE), https://portal.core.edu.au/conf-ranks/.',
  },
  {
    id: 'ccf-list-2022',
    name: 'CCF recommended list 2022 (text of the PDF)',
    upstream: 'https://www.ccf.org.cn/',
    commit: null,
    licence: "The China Computer Federation's publication",
    snapshotDate: null,
    copyright: 'China Computer Federation (CCF), 中国计算机学会推荐国际学术会议和期刊目录 (2022)',
    note: 'Used only to give venues a CCF area by dblp key.',
  },
];

/** Lists the catalog's data sources, in merge precedence, for the NOTICE and the /sources page. */
export function listCatalogSources(): readonly CatalogSource[] {
  return CATALOG_SOURCES;
}

/** Returns a source's precedence rank: lower wins when sources disagree. */
export function getSourcePrecedence(id: SourceId): number {
  return CATALOG_SOURCES.findIndex((source) => source.id === id);
}
