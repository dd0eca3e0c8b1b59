import { describe, expect, it } from 'vitest';
import { importHciDeadlines } from './import-hci-deadlines.ts';

const CSCW = `
- title: CSCW (January cycle)
  year: 2026
  id: cscw26a
  link: https://cscw.acm.org/2026/
  deadline: '2025-01-14 23:59:59'
  timezone: UTC-12
  place: Salt Lake City, USA
  sub: CSCW
- title: CSCW (July cycle)
  year: 2026
  id: cscw26b
  link: https://cscw.acm.org/2026/
  deadline: '2025-07-08 23:59:59'
  abstract_deadline: ''
  timezone: UTC-12
  place: Salt Lake City, USA
  sub: [HCI, VIS]
`;

const GI = `
- title: Graphics Interface (April round)
  year: 2026
  id: gi26
  link: https://graphicsinterface.org/
  deadline: '2026-04-01 23:59'
  timezone: UTC-7
  place: Hybrid (Montreal, Canada)
`;

describe('importHciDeadlines', () => {
  const result = importHciDeadlines([
    { path: 'conferences/cscw.yml', text: CSCW },
    { path: 'conferences/gi.yml', text: GI },
  ]);
  const [cscw, gi] = result.records;

  it('folds the submission cycles of one year into one edition, naming each cycle', () => {
    expect(cscw?.acronym).toBe('CSCW');
    expect(cscw?.editions).toHaveLength(1);
    expect(cscw?.editions[0]?.deadlines).toEqual([
      { kind: 'paper', at: '2025-01-15T11:59:59.000Z', timezone: 'UTC-12', comment: 'January cycle' },
      { kind: 'paper', at: '2025-07-09T11:59:59.000Z', timezone: 'UTC-12', comment: 'July cycle' },
    ]);
  });

  it('files every venue under HCI and adds the finer areas its codes give', () => {
    expect(cscw?.areas).toEqual(['human-computer-interaction', 'graphics-multimedia']);
  });

  it('reads a title that is a name rather than an acronym', () => {
    expect(gi).toMatchObject({ name: 'Graphics Interface', acronym: undefined });
    expect(gi?.editions[0]?.deadlines[0]?.at).toBe('2026-04-02T06:59:00.000Z');
  });

  it('reports an empty abstract deadline as not announced', () => {
    expect(result.issues).toEqual([
      expect.objectContaining({ level: 'value', reason: 'not announced (TBD)' }),
    ]);
  });

  it('keeps two series of one file apart (SIGGRAPH and SIGGRAPH Asia share siggraph.yml)', () => {
    const siggraph = `
- title: ACM SIGGRAPH
  year: 2026
  deadline: '2026-01-22 10:00:00'
  timezone: UTC-12
- title: ACM SIGGRAPH Asia
  year: 2026
  deadline: '2026-05-12 23:59:59'
  timezone: UTC-12
`;
    const { records } = importHciDeadlines([{ path: 'conferences/siggraph.yml', text: siggraph }]);
    expect(records.map((record) => [record.acronym, record.editions[0]?.deadlines[0]?.at])).toEqual([
      ['ACM SIGGRAPH', '2026-01-22T22:00:00.000Z'],
      ['ACM SIGGRAPH Asia', '2026-05-13T11:59:59.000Z'],
    ]);
  });
});
