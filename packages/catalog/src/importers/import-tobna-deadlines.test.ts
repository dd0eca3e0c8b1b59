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
