import { PageContainer } from '../../components/page-container';
import { useCatalogSources } from '../../features/catalog/api/list-catalog-sources';
import { describeSourceRefresh } from '../../features/catalog/utils/describe-source-refresh';

// `id` is the catalog's source id, by which the server reports each source's last refresh.
const catalogSources = [
  {
    id: 'ccf-deadlines',
    name: 'ccfddl/ccf-deadlines',
    covers: 'Conference deadlines with time zones and CCF, CORE and THCPL ranks',
    licence: 'MIT',
  },
  {
    id: 'hf-ai-deadlines',
    name: 'huggingface/ai-deadlines',
    covers: 'AI conference deadlines by type, with places and dates',
    licence: 'MIT',
  },
  {
    id: 'tobna-ai-deadlines',
    name: 'tobna/ai-deadlines',
    covers: 'AI conference timelines and CORE ratings',
    licence: 'MIT',
  },
  {
    id: 'pwc-ai-deadlines',
    name: 'paperswithcode/ai-deadlines',
    covers: 'AI conference deadlines (frozen in March 2024)',
    licence: 'MIT',
  },
  {
    id: 'hci-deadlines',
    name: 'hci-deadlines/conf-database',
    covers: 'Human–computer interaction conference deadlines',
    licence: 'MIT',
  },
  {
    id: 'modeling-deadlines',
    name: 'hadiDHD/modeling-conf-deadlines',
    covers: 'Modelling conferences and a few journals',
    licence: 'MIT',
  },
  {
    id: 'ccf-list-2026',
    name: 'CCF recommended list, 2026 edition',
    covers: 'Conference and journal ranks; extraction by WenyanLiu/CCFrank4dblp',
    licence: 'MIT (extraction); the list is the China Computer Federation’s',
  },
  {
    id: 'ccf-list-2022',
    name: 'CCF recommended list, 2022 edition',
    covers: 'Research areas of venues',
    licence: 'Publication of the China Computer Federation',
  },
  {
    id: 'core-icore2026',
    name: 'ICORE 2026 conference ranks',
    covers: 'Conference ranks; collection by BenAmpel/ScholarUtilityBelt',
    licence: 'ISC (collection); ranks by ICORE/CORE',
  },
];

// The collections whose paper titles the results may show as "Published papers like yours"; the same
// list, with commits and copyright lines, is in NOTICE.
const paperSources = [
  {
    name: 'dblp computer science bibliography',
    covers:
      'Titles, years and venues of networking, systems, distributed-computing, theory, programming-language, software-engineering, database, AI and security papers, 2000–2025, through three extracts of dblp records (kaimast/crosstex-dbgen, pcminer-tools/pcminer, dataunitylab/paper-gender-analysis); links to dblp records and searches',
    licence: 'CC0 1.0 (public domain dedication)',
  },
  {
    name: 'ACL Anthology',
    covers: 'Papers of ACL venues; links to their Anthology pages',
    licence: 'CC BY 4.0 for ACL materials from 2016 on',
  },
  {
    name: 'ACM-CR (boudinfl/acm-cr)',
    covers: 'ACM Digital Library records of information-retrieval, data-mining, HCI, web and database venues',
    licence: 'Not stated in the data as received',
  },
  {
    name: 'Paper Copilot (papercopilot/paperlists)',
    covers: 'Accepted papers of machine-learning, vision and robotics conferences',
    licence: 'Not stated in the data as received',
  },
  {
    name: 'OpenReview',
    covers: 'Papers listed on OpenReview; links to their OpenReview pages',
    licence: 'Not stated in the data as received',
  },
  {
    name: 'Paper-Archive (OccDeser/Paper-Archive)',
    covers: 'Security and cryptography papers',
    licence: 'Not stated in the data as received',
  },
  {
    name: 'An ICSE BibTeX collection',
    covers: 'ICSE papers',
    licence: 'Not stated in the data as received',
  },
  {
    name: 'sysconf (eitanf/sysconf), by Eitan Frachtenberg and Kaner',
    covers: 'Systems, networking, architecture, HPC, programming-language and theory papers',
    licence: 'CC BY-SA 4.0',
  },
  {
    name: 'vispubdata (pisenberg/vispubdata), by Petra Isenberg et al.',
    covers: 'IEEE VIS, TVCG and CG&A papers',
    licence: 'MIT (the collection)',
  },
  {
    name: 'ResearchArtifacts (anapvasconcelos/ResearchArtifacts)',
    covers: 'ICSE and FSE research paper titles, 2014–2023',
    licence: 'CC BY 4.0',
  },
  {
    name: 'StringologyTimes (stringologytimes/StringologyTimes)',
    covers: 'String-algorithm paper titles at theory venues, from dblp',
    licence: 'MIT (titles from dblp, CC0)',
  },
  {
    name: 'conference-accepted-papers (wuzirui/conference-accepted-papers)',
    covers: 'WACV paper titles, 2020–2025',
    licence: 'MIT',
  },
];

type Source = { id?: string; name: string; covers: string; licence: string };

/**
 * One group of sources, each with what it gives and its licence, and for a catalog source how fresh it
 * is once `refreshes` (by source id) has arrived.
 */
function SourceList({
  sources,
  refreshes,
}: {
  sources: readonly Source[];
  refreshes?: ReadonlyMap<string, string>;
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {sources.map((source) => (
        <li key={source.name} className="p-5">
          <h3 className="font-semibold text-slate-900">{source.name}</h3>
          <p className="mt-1 text-slate-600">{source.covers}</p>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-medium">Licence:</span> {source.licence}
          </p>
          {source.id && refreshes?.has(source.id) ? (
            <p className="mt-1 text-sm text-slate-600">{refreshes.get(source.id)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** `/sources`: where the venue catalog and the papers shown beside results come from, with licences. */
export function SourcesRoute() {
  // The list is static; the refresh lines join it when the answer comes, and a failed request leaves it as is.
  const statuses = useCatalogSources();
  const refreshes = new Map(
    (statuses.data?.items ?? []).map((status) => [status.id, describeSourceRefresh(status)]),
  );
  return (
    <PageContainer
      title="Data sources"
      description="VenueScout is built from these public sources. We thank their maintainers."
      width="narrow"
    >
      <section aria-labelledby="catalog-sources">
        <h2 id="catalog-sources" className="text-xl font-semibold text-slate-900">
          Venue catalog
        </h2>
        <p className="mt-2 mb-4 text-slate-600">
          The catalog of conferences and journals merges these sources. They overlap and sometimes disagree;
          we keep track of where each value came from.
        </p>
        <SourceList sources={catalogSources} refreshes={refreshes} />
      </section>
      <section aria-labelledby="paper-sources" className="mt-12">
        <h2 id="paper-sources" className="text-xl font-semibold text-slate-900">
          Published papers
        </h2>
        <p className="mt-2 mb-4 text-slate-600">
          The matching model learns from the published papers of these collections. Beside each ranked venue,
          the results cite up to three of its papers most like yours: the title, the venue, the year and a
          link to the paper’s DOI, to its dblp, ACL Anthology or OpenReview page, or to a dblp search for the
          title. Only titles, years and links are shown, never abstracts.
        </p>
        <SourceList sources={paperSources} />
      </section>
    </PageContainer>
  );
}
