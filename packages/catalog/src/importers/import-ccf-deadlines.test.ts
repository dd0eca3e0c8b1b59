import { describe, expect, it } from 'vitest';
import { importCcfDeadlines } from './import-ccf-deadlines.ts';

const CVPR = `
- title: CVPR
  description: IEEE/CVF Conference on Computer Vision and Pattern Recognition
  sub: AI
  rank:
    ccf: A
    core: A*
    thcpl: N
  dblp: cvpr
  confs:
    - year: 2026
      id: cvpr26
      link: https://cvpr.thecvf.com/Conferences/2026
      timeline:
        - abstract_deadline: '2025-11-06 23:59:00'
          deadline: '2025-11-13 23:59:00'
      timezone: UTC-12
      date: June 3-7, 2026
      place: Denver, Colorado, United States
    - year: 2027
      id: cvpr27
      link: https://cvpr.thecvf.com/
      timeline:
        - deadline: TBD
      timezone: AoE
      date: TBD
      place: TBD
`;

const PODS_ONE_FOLDER_DEEPER = `
- title: PODS
  description: ACM Symposium on Principles of Database Systems
  sub: DB
  rank: { ccf: B }
  dblp: pods
  confs:
    - year: 2025
      id: pods25
      link: https://2025.sigmod.org/
      timeline:
        - abstract deadline: '2024-05-31 17:00:00'
          deadline: '2024-06-07 17:00:00'
          comment: 'FIRST SUBMISSION CYCLE'
      timezone: UTC-7
      date: June 22-27, 2025
      place: Berlin, Germany
`;

const RATES = `
- title: CVPR
  accept_rates:
    - { year: 2025, submitted: 13008, accepted: 2878, rate: '0,2212484625', source: 'https://github.com/emeryberger/csconferences' }
    - { year: 2022, rate: 0.25, source: 'a friend' }
    - { year: 2024, rate: 0.2357787 }
    - { year: 2023, submitted: 2360, accepted: 9155 }
    - { rate: 0.3 }
`;

describe('importCcfDeadlines', () => {
  const result = importCcfDeadlines([
    { path: 'conference/AI/cvpr.yml', text: CVPR },
    { path: 'conference/DB/pods/pods.yml', text: PODS_ONE_FOLDER_DEEPER },
    { path: 'conference/SE/broken.yml', text: '- title: X\n  confs: [\n' },
    { path: 'conference/types.yml', text: '- sub: AI' },
    { path: 'accept_rates/AI/cvpr.yml', text: RATES },
  ]);
  const [cvpr, pods] = result.records;

  it('reads a series with ranks, dblp key, CCF area and editions', () => {
    expect(cvpr).toMatchObject({
      acronym: 'CVPR',
      name: 'IEEE/CVF Conference on Computer Vision and Pattern Recognition',
      dblp: 'conf/cvpr',
      areas: ['computer-vision'],
      ranks: { ccf: 'A', core: 'A*' },
    });
    expect(cvpr?.editions[0]).toEqual({
      year: 2026,
      url: 'https://cvpr.thecvf.com/Conferences/2026',
      place: 'Denver, Colorado, United States',
      dates: { text: 'June 3-7, 2026', start: '2026-06-03', end: '2026-06-07' },
      deadlines: [
        { kind: 'paper', at: '2025-11-14T11:59:00.000Z', timezone: 'UTC-12' },
        { kind: 'abstract', at: '2025-11-07T11:59:00.000Z', timezone: 'UTC-12' },
      ],
    });
  });

  it('reads a file one folder deeper and the misspelt "abstract deadline" key, keeping the cycle comment', () => {
    expect(pods?.editions[0]?.deadlines).toEqual([
      { kind: 'paper', at: '2024-06-08T00:00:00.000Z', timezone: 'UTC-7', comment: 'FIRST SUBMISSION CYCLE' },
      {
        kind: 'abstract',
        at: '2024-06-01T00:00:00.000Z',
        timezone: 'UTC-7',
        comment: 'FIRST SUBMISSION CYCLE',
      },
    ]);
  });

  it('computes acceptance rates from the counts, tolerating a decimal comma and swapped counts', () => {
    expect(cvpr?.acceptanceRates).toEqual([
      { year: 2022, rate: 0.25, source: 'ccf-deadlines' },
      { year: 2023, submitted: 9155, accepted: 2360, rate: 0.2578, source: 'ccf-deadlines' },
      { year: 2024, rate: 0.2358, source: 'ccf-deadlines' },
      {
        year: 2025,
        submitted: 13008,
        accepted: 2878,
        rate: 0.2212,
        source: 'ccf-deadlines',
        reference: 'https://github.com/emeryberger/csconferences',
      },
    ]);
  });

  it('reports the TBD deadline, the broken file, the non-URL rate source and the yearless rate instead of failing', () => {
    expect(result.records).toHaveLength(2);
    expect(result.deadlinesParsed).toBe(4);
    expect(result.issues.map((issue) => [issue.level, issue.reason.split(':')[0]])).toEqual([
      ['value', 'not announced (TBD)'],
      ['file', 'invalid YAML'],
      ['value', 'url "a friend" is not an absolute http(s) address'],
      ['value', 'acceptance rate without a year or a usable rate'],
    ]);
  });

  it('files abstract registrations published as paper deadlines as abstracts, and keeps the paper date (HPDC, SOUPS)', () => {
    const hpdc = `
- title: HPDC
  description: International ACM Symposium on High-Performance Parallel and Distributed Computing
  sub: DS
  rank: { ccf: B }
  dblp: hpdc
  confs:
    - year: 2026
      id: hpdc26
      link: https://hpdc.sci.utah.edu/2026/
      timeline:
        - deadline: '2026-01-29 23:59:59'
          comment: 'abstract registration deadline'
        - deadline: '2026-02-05 23:59:59'
          comment: 'paper submission deadline'
      timezone: AoE
      date: July 13-16, 2026
      place: Cleveland, USA
`;
    const [record] = importCcfDeadlines([{ path: 'conference/DS/hpdc.yml', text: hpdc }]).records;
    expect(
      record?.editions[0]?.deadlines.map(({ kind, at, comment }) => ({ kind, at: at.slice(0, 10), comment })),
    ).toEqual([
      { kind: 'abstract', at: '2026-01-30', comment: 'abstract registration deadline' },
      { kind: 'paper', at: '2026-02-06', comment: 'paper submission deadline' },
    ]);
  });
});

describe('importCcfDeadlines on a mistyped deadline year', () => {
  // Shaped like upstream's issre.yml: the full-paper deadline of 2023 typed as 2021.
  const ISSRE = `
- title: ISSRE
  description: IEEE International Symposium on Software Reliability Engineering
  sub: SE
  dblp: issre
  confs:
    - year: 2023
      id: issre23
      timeline:
        - deadline: '2023-05-22 23:59:59'
          comment: Abstract submission
        - deadline: '2021-06-01 23:59:59'
          comment: Full paper submission
      timezone: AoE
      date: October 9-12, 2023
`;
  const result = importCcfDeadlines([{ path: 'conference/SE/issre.yml', text: ISSRE }]);

  it('drops only the deadline that cannot belong to the edition, and says so', () => {
    expect(result.records[0]?.editions[0]?.deadlines.map((deadline) => deadline.at)).toEqual([
      '2023-05-23T11:59:59.000Z',
    ]);
    expect(result.issues.map((issue) => issue.reason)).toEqual([
      'deadlines "paper 2021-06-02" fall outside the "2023" edition; dropped',
    ]);
  });
});
