import { describe, expect, it } from 'vitest';
import { importModelingDeadlines } from './import-modeling-deadlines.ts';

const LIST = `---

- title: Software and Systems Modeling (SoSyM)
  hindex: null
  year: 2026
  id: sosym
  link: https://www.springer.com/journal/10270
  deadline: TBA
  timezone: AoE (UTC-12h)
  date: ''
  place: ''
  sub: [SE]
  type: journal
  note: Rolling submission
- title: MODELS
  hindex: null
  year: 2026
  id: models2026
  link: https://conf.researchr.org/home/models-2026
  deadline: '2026-03-27 23:59:59'
  timezone: AoE (UTC-12h)
  date: ''
  place: ''
  sub: [SE, PL]
  type: conference
- title: POEM
  year: 2026
  id: poem2026
  link: https://poem-conference.org
  deadline: TBA
  timezone: AoE (UTC-12h)
  sub: [SE]
  type: conference
`;

describe('importModelingDeadlines', () => {
  const result = importModelingDeadlines([{ path: 'conferences.yml', text: LIST }]);
  const [sosym, models, poem] = result.records;

  it('reads a journal as rolling submission: no edition, its link as the venue URL', () => {
    expect(sosym).toMatchObject({
      acronym: 'SoSyM',
      name: 'Software and Systems Modeling',
      type: 'journal',
      url: 'https://www.springer.com/journal/10270',
      editions: [],
    });
  });

  it('reads "AoE (UTC-12h)" as AoE', () => {
    expect(models?.editions[0]?.deadlines).toEqual([
      { kind: 'paper', at: '2026-03-28T11:59:59.000Z', timezone: 'AoE (UTC-12h)' },
    ]);
    expect(models?.areas).toEqual(['software-engineering', 'programming-languages']);
  });

  it('keeps a conference whose deadline is TBA, and reports the TBA but not the journal placeholder', () => {
    expect(poem?.editions[0]?.deadlines).toEqual([]);
    expect(result.issues.map((issue) => issue.ref)).toEqual(['conferences.yml#2 POEM 2026 paper']);
  });
});
