import { describe, expect, it } from 'vitest';
import { buildCatalog, type SourceFile, type SourceId } from '@venuescout/catalog';
import { stageCatalog } from './stage-catalog.ts';

const ccfSeries = (title: string, name: string, dblp: string, deadline: string) => `- title: ${title}
  description: ${name}
  sub: SE
  rank:
    ccf: A
  dblp: ${dblp}
  confs:
    - year: 2027
      id: ${title.toLowerCase()}27
      link: https://example.org/${title.toLowerCase()}
      timeline:
        - deadline: '${deadline}'
      timezone: AoE
      date: May 1-5, 2027
      place: Lisbon, Portugal
`;
const hciEdition = (title: string, deadline: string) => `- title: ${title}
  year: 2027
  id: ${title.toLowerCase()}27
  link: https://example.org/${title.toLowerCase()}
  deadline: '${deadline}'
  timezone: UTC-8
  place: Somewhere
  date: October 1-4, 2027
  sub: HCI
`;

const ccf = (text: string): SourceFile[] => [{ path: 'conference/SE/venues.yml', text }];
const hci = (text: string): SourceFile[] => [{ path: 'conferences/venues.yml', text }];
const curated: SourceFile[] = [{ path: 'venues.yaml', text: '[]\n' }];
const lastGood = new Map<SourceId, SourceFile[]>([
  [
    'ccf-deadlines',
    ccf(
      ccfSeries(
        'ICSE',
        'International Conference on Software Engineering',
        'conf/icse',
        '2026-08-01 23:59:59',
      ),
    ),
  ],
  ['hci-deadlines', hci(hciEdition('UIST', '2027-04-01 17:00:00'))],
]);
const previous = buildCatalog({ curated, ...Object.fromEntries(lastGood) }).catalog.venues;
const stage = (candidates: [SourceId, SourceFile[]][]) =>
  stageCatalog({ curated, lastGood, candidates: new Map(candidates), previous, reviewedMerges: [] });
const icse = ccfSeries(
  'ICSE',
  'International Conference on Software Engineering',
  'conf/icse',
  '2026-08-08 23:59:59',
);
const fse = ccfSeries('FSE', 'Foundations of Software Engineering', 'conf/sigsoft', '2026-09-01 23:59:59');

describe('stageCatalog', () => {
  it('applies new files that keep every venue', () => {
    const staged = stage([['ccf-deadlines', ccf(icse + fse)]]);
    expect(staged.accepted).toEqual(['ccf-deadlines']);
    expect(staged.rejected).toEqual([]);
    expect(staged.venues.map((venue) => venue.acronym).sort()).toEqual(['FSE', 'ICSE', 'UIST']);
  });

  it('rejects a source whose file is no longer valid YAML and applies the others', () => {
    const staged = stage([
      ['ccf-deadlines', ccf(`${icse}\n- [unclosed: {\n`)],
      ['hci-deadlines', hci(hciEdition('UIST', '2027-04-08 17:00:00'))],
    ]);
    expect(staged.accepted).toEqual(['hci-deadlines']);
    expect(staged.rejected).toEqual([
      { id: 'ccf-deadlines', reasons: [expect.stringMatching(/^conference\/SE\/venues\.yml: invalid YAML/)] },
    ]);
    const icseNow = staged.venues.find((venue) => venue.acronym === 'ICSE')!;
    expect(icseNow.editions[0]!.deadlines[0]!.at).toBe(
      previous.find((venue) => venue.acronym === 'ICSE')!.editions[0]!.deadlines[0]!.at,
    );
  });

  it('rejects a source that would lose a venue, and keeps the one that loses nothing', () => {
    const staged = stage([
      ['ccf-deadlines', ccf(fse)],
      ['hci-deadlines', hci(hciEdition('UIST', '2027-04-08 17:00:00'))],
    ]);
    expect(staged.accepted).toEqual(['hci-deadlines']);
    expect(staged.rejected).toEqual([{ id: 'ccf-deadlines', reasons: [expect.stringContaining('ICSE')] }]);
    expect(staged.venues.map((venue) => venue.acronym).sort()).toEqual(['ICSE', 'UIST']);
  });

  it('applies nothing when the last good files themselves break an invariant', () => {
    const staged = stageCatalog({
      curated,
      lastGood: new Map([['hci-deadlines', lastGood.get('hci-deadlines')!]]),
      candidates: new Map([['hci-deadlines', hci(hciEdition('UIST', '2027-04-08 17:00:00'))]]),
      previous,
      reviewedMerges: [],
    });
    expect(staged.accepted).toEqual([]);
    expect(staged.baseViolations.map((violation) => violation.kind)).toEqual(['lost-venue']);
  });

  it('starts a source with no last good files from its new ones', () => {
    const staged = stageCatalog({
      curated,
      lastGood: new Map([['hci-deadlines', lastGood.get('hci-deadlines')!]]),
      candidates: new Map([['ccf-deadlines', ccf(icse + fse)]]),
      previous,
      reviewedMerges: [],
    });
    expect(staged.baseViolations).toEqual([]);
    expect(staged.accepted).toEqual(['ccf-deadlines']);
    expect(staged.venues.map((venue) => venue.acronym).sort()).toEqual(['FSE', 'ICSE', 'UIST']);
  });
});
