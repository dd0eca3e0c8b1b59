import { PageContainer } from '../../components/page-container';

const sources = [
  {
    name: 'ccfddl/ccf-deadlines',
    covers: 'Conference deadlines with time zones and CCF, CORE and THCPL ranks',
    licence: 'MIT',
  },
  {
    name: 'huggingface/ai-deadlines',
    covers: 'AI conference deadlines by type, with places and dates',
    licence: 'MIT',
  },
  { name: 'tobna/ai-deadlines', covers: 'AI conference timelines and CORE ratings', licence: 'MIT' },
  {
    name: 'paperswithcode/ai-deadlines',
    covers: 'AI conference deadlines (frozen in March 2024)',
    licence: 'MIT',
  },
  {
    name: 'hci-deadlines/conf-database',
    covers: 'Human–computer interaction conference deadlines',
    licence: 'MIT',
  },
  {
    name: 'hadiDHD/modeling-conf-deadlines',
    covers: 'Modelling conferences and a few journals',
    licence: 'MIT',
  },
  {
    name: 'CCF recommended list, 2026 edition',
    covers: 'Conference and journal ranks; extraction by WenyanLiu/CCFrank4dblp',
    licence: 'MIT (extraction); the list is the China Computer Federation’s',
  },
  {
    name: 'CCF recommended list, 2022 edition',
    covers: 'Research areas of venues',
    licence: 'Publication of the China Computer Federation',
  },
  {
    name: 'ICORE 2026 conference ranks',
    covers: 'Conference ranks; collection by BenAmpel/ScholarUtilityBelt',
    licence: 'ISC (collection); ranks by ICORE/CORE',
  },
];

/** `/sources`: where the venue catalog comes from, with each source's licence. */
export function SourcesRoute() {
  return (
    <PageContainer
      title="Data sources"
      description="VenueScout's catalog of conferences and journals is built from these public sources. We thank their maintainers. The sources overlap and sometimes disagree; we merge them and keep track of where each value came from."
      width="narrow"
    >
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {sources.map((source) => (
          <li key={source.name} className="p-5">
            <h2 className="font-semibold text-slate-900">{source.name}</h2>
            <p className="mt-1 text-slate-600">{source.covers}</p>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">Licence:</span> {source.licence}
            </p>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
