import { describe, expect, it } from 'vitest';
import { importTobnaDeadlines } from './import-tobna-deadlines.ts';

const LREC = `
lrec2024:
  conferenceStartDate: '2024-05-20'
  conferenceEndDate: '2024-05-25'
  id: lrec2024
  isApproximateDeadline: false
  rating: B
  shortname: LREC-COLING 2024
  tags: &tags [NLP]
  timeline:
    - deadline: '2023-10-22T11:59:59Z'
  title: Joint International Conference on Computational Linguistics, Language Resources and Evaluation
lrec2026:
  conferenceStartDate: '2026-05-11'
  conferenceEndDate: '2026-05-16'
  h5Index: 68
  id: lrec2026
  isApproximateDeadline: false
  location: Palau de Congressos de Palma
  rating: B
  shortname: LREC 2026
  tags: *tags
  timeline:
    - deadline: '2025-10-25T11:59:59Z'
      abstractDeadline: '2025-10-18T11:59:59Z'
      note: Paper Submission
  timezone: AoE
  title: Language Resources and Evaluation Conference
  website: https://lrec2026.info/
lrec2028:
  id: lrec2028
  isApproximateDeadline: true
  shortname: LREC 2028
  tags: *tags
  timeline:
    - deadline: '2027-10-25T11:59:59Z'
`;

describe('importTobnaDeadlines', () => {
  const result = importTobnaDeadlines([
    { path: 'conferences/ieee', text: '' },
    { path: 'conferences/lrec.yaml', text: LREC },
  ]);
  const [lrec] = result.records;

  it('reads UTC instants as published and keeps the announced zone as the label', () => {
    expect(lrec?.editions.at(-1)).toEqual({
      year: 2026,
      url: 'https://lrec2026.info/',
      place: 'Palau de Congressos de Palma',
      dates: { start: '2026-05-11', end: '2026-05-16' },
      deadlines: [
        { kind: 'paper', at: '2025-10-25T11:59:59.000Z', timezone: 'AoE', comment: 'Paper Submission' },
        { kind: 'abstract', at: '2025-10-18T11:59:59.000Z', timezone: 'AoE', comment: 'Paper Submission' },
      ],
    });
  });

  it('takes the most frequent short name as the acronym and keeps the others as aliases', () => {
    expect(lrec).toMatchObject({
      acronym: 'LREC',
      aliases: ['LREC-COLING'],
      ranks: { core: 'B' },
      h5Index: 68,
    });
    expect(lrec?.name).toBe('Language Resources and Evaluation Conference');
    expect(lrec?.areas).toEqual(['natural-language-processing']);
  });

  it("skips the maintainer's estimates and files that are not YAML, with reasons", () => {
    expect(lrec?.editions.map((edition) => edition.year)).toEqual([2024, 2026]);
    expect(result.issues.map((issue) => [issue.ref, issue.reason])).toEqual([
      ['conferences/ieee', 'not a .yaml file'],
      ['conferences/lrec.yaml lrec2028', "maintainer's estimate (isApproximateDeadline)"],
    ]);
  });

  it("files a workshop call as 'other', not as a paper deadline (ICANN 2026)", () => {
    const icann = `
icann2026:
  conferenceEndDate: '2026-09-17'
  conferenceStartDate: '2026-09-14'
  dataSrc: off-website
  id: icann2026
  isApproximateDeadline: false
  location: University of Padua, Italy
  rating: C
  shortname: ICANN 2026
  tags: [ML]
  timeline:
  - deadline: '2026-03-31T11:59:59Z'
    note: Extended Paper Submission Deadline
  - deadline: '2026-06-07T11:59:59Z'
    note: Workshop Paper Submission Deadline
  title: 35th International Conference on Artificial Neural Networks
`;
    const [record] = importTobnaDeadlines([{ path: 'conferences/icann.yaml', text: icann }]).records;
    expect(record?.editions[0]?.deadlines.map(({ kind, at }) => [kind, at])).toEqual([
      ['paper', '2026-03-31T11:59:59.000Z'],
      ['other', '2026-06-07T11:59:59.000Z'],
    ]);
  });
});

// Shaped like upstream's facct.yaml, soft.yaml and eacl.yaml: one field of a copied entry left stale.
const STALE_YEARS = {
  'conferences/facct.yaml': `
facct2025:
  conferenceEndDate: '2026-06-30'
  conferenceStartDate: '2026-06-27'
  id: facct2025
  isApproximateDeadline: false
  shortname: FAccT 2025
  timeline:
  - abstractDeadline: '2026-01-09T11:59:59Z'
    deadline: '2026-01-14T11:59:59Z'
  timezone: UTC-12
  title: ACM Conference on Fairness, Accountability, and Transparency
  website: https://facctconference.org/2026/index.html
facct2026:
  conferenceEndDate: '2026-06-28'
  conferenceStartDate: '2026-06-25'
  id: facct2026
  isApproximateDeadline: false
  shortname: FAccT 2026
  timeline:
  - abstractDeadline: '2026-01-09T11:59:59Z'
    deadline: '2026-01-14T11:59:59Z'
  timezone: AoE
  title: ACM Conference on Fairness, Accountability, and Transparency
`,
  'conferences/soft.yaml': `
soft2024:
  conferenceEndDate: '2024-04-26'
  conferenceStartDate: '2024-04-23'
  id: soft2024
  isApproximateDeadline: false
  location: Lausanne, Switzerland
  shortname: SoftRob 2025
  timeline:
  - deadline: '2024-10-31T22:59:59Z'
  timezone: America/Los_Angeles
  website: https://robosoft2025.org/
`,
  'conferences/eacl.yaml': `
eacl2024:
  id: eacl2024
  isApproximateDeadline: false
  shortname: EACL 2024
  timeline:
  - deadline: '2025-10-15T23:59:59Z'
  website: https://2024.eacl.org/
eacl2027:
  conferenceEndDate: '2027-03-14'
  conferenceStartDate: '2027-03-09'
  id: eacl2027
  isApproximateDeadline: false
  shortname: EACL 2027
  timeline:
  - deadline: '2026-08-04T11:59:59Z'
    note: 'ARR Submission; commitment deadline: 2026-10-11'
`,
};

describe('importTobnaDeadlines on entries whose year, dates and deadlines disagree', () => {
  const result = importTobnaDeadlines(Object.entries(STALE_YEARS).map(([path, text]) => ({ path, text })));
  const byAcronym = new Map(result.records.map((record) => [record.acronym, record]));
  const summary = (acronym: string) =>
    byAcronym.get(acronym)?.editions.map((edition) => ({
      year: edition.year,
      start: edition.dates?.start,
      deadlines: edition.deadlines.map((deadline) => `${deadline.kind} ${deadline.at.slice(0, 10)}`),
    }));

  it.each([
    {
      acronym: 'FAccT',
      // "2025" with 2026 dates and a January 2026 deadline is the 2026 edition; the entry named 2026 keeps its dates.
      editions: [{ year: 2026, start: '2026-06-25', deadlines: ['paper 2026-01-14', 'abstract 2026-01-09'] }],
    },
    {
      acronym: 'SoftRob',
      // The October 2024 deadline fits 2025, not the April 2024 dates, which are dropped.
      editions: [{ year: 2025, start: undefined, deadlines: ['paper 2024-10-31'] }],
    },
    {
      acronym: 'EACL',
      // October 2025 cannot be a 2024 deadline; an ARR deadline seven months ahead of 2027 is kept.
      editions: [
        { year: 2024, start: undefined, deadlines: [] },
        { year: 2027, start: '2027-03-09', deadlines: ['paper 2026-08-04'] },
      ],
    },
  ])('files $acronym deadlines under the edition they belong to', ({ acronym, editions }) => {
    expect(summary(acronym)).toEqual(editions);
  });

  it('reports each change with the values it was decided on', () => {
    expect(result.issues.map((issue) => [issue.ref, issue.reason])).toEqual([
      [
        'conferences/facct.yaml facct2025 FAccT 2025',
        'named year "2025" contradicts its conference dates and deadlines; filed under "2026"',
      ],
      [
        'conferences/soft.yaml soft2024 SoftRob 2025',
        'conference dates from "2024-04-23" contradict the "2025" edition\'s deadlines; dates dropped',
      ],
      [
        'conferences/eacl.yaml eacl2024 EACL 2024',
        'deadlines "paper 2025-10-15" fall outside the "2024" edition; dropped',
      ],
    ]);
  });
});
