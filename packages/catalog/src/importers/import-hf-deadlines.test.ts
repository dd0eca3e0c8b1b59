import { describe, expect, it } from 'vitest';
import { importHfDeadlines } from './import-hf-deadlines.ts';

const CVPR = `
- title: CVPR
  year: 2025
  id: cvpr25
  full_name: IEEE/CVF Conference on Computer Vision and Pattern Recognition
  link: https://cvpr.thecvf.com/Conferences/2025
  deadline: '2024-11-14 23:59:00'
  abstract_deadline: '2024-11-07 23:59:00'
  timezone: UTC-8
  city: Nashville
  country: Tennessee
  tags: [computer-vision]
  rankings: 'CCF: A, CORE: A*, THCPL: A'
  hindex: 389
- title: CVPR
  year: 2026
  id: cvpr26
  full_name: The 2nd IEEE/CVF Conference on Computer Vision and Pattern Recognition
  link: https://cvpr.thecvf.com/Conferences/2026
  deadline: '2025-11-13 23:59:59'
  start: 2026-06-03
  end: 2026-06-07
  tags: [computer vision, machine-learning]
  deadlines:
    - { type: submission, label: Paper Submission, date: '2025-11-13 23:59:59', timezone: AoE }
    - { type: rebuttal_end, label: Rebuttal Ends, date: '2026-01-29 23:59:59', timezone: AoE }
    - { type: review_release, label: Reviews, date: '2026-01-22 23:59:59' }
    - { type: paper, label: Honolulu time, deadline: '2026-06-15 23:59:59', timezone: Pacific/Honolulu }
  city: Denver
  country: USA
  hindex: 450
`;

describe('importHfDeadlines', () => {
  const result = importHfDeadlines([
    { path: 'conferences/cvpr.yml', text: CVPR },
    { path: 'conferences/bad.yml', text: 'title: [unclosed' },
  ]);
  const [cvpr] = result.records;

  it('folds the editions of one file into one record with the latest name, rank and h5-index', () => {
    expect(cvpr).toMatchObject({
      acronym: 'CVPR',
      name: 'IEEE/CVF Conference on Computer Vision and Pattern Recognition',
      areas: ['computer-vision', 'machine-learning'],
      ranks: { ccf: 'A', core: 'A*', thcpl: 'A' },
      h5Index: 450,
    });
    expect(cvpr?.editions.map((edition) => [edition.year, edition.place, edition.dates])).toEqual([
      [2025, 'Nashville, Tennessee', undefined],
      [2026, 'Denver, USA', { start: '2026-06-03', end: '2026-06-07' }],
    ]);
  });

  it('uses the flat deadline fields only when there is no typed list', () => {
    expect(
      cvpr?.editions[0]?.deadlines.map((deadline) => [deadline.kind, deadline.at, deadline.timezone]),
    ).toEqual([
      ['abstract', '2024-11-08T07:59:00.000Z', 'UTC-8'],
      ['paper', '2024-11-15T07:59:00.000Z', 'UTC-8'],
    ]);
  });

  it('maps typed deadlines to kinds, reads a `deadline` key in place of `date`, and reports a missing zone', () => {
    expect(
      cvpr?.editions[1]?.deadlines.map((deadline) => [deadline.kind, deadline.at, deadline.comment]),
    ).toEqual([
      ['paper', '2025-11-14T11:59:59.000Z', 'Paper Submission'],
      ['rebuttal', '2026-01-30T11:59:59.000Z', 'Rebuttal Ends'],
      ['paper', '2026-06-16T09:59:59.000Z', 'Honolulu time'],
    ]);
    expect(result.issues.map((issue) => issue.reason)).toEqual([
      'no time zone',
      expect.stringContaining('invalid YAML'),
    ]);
  });

  it('files side calls listed as `submission` (art papers, tutorials) apart from the paper deadline', () => {
    const siggraph = `
- title: SIGGRAPH
  year: 2026
  link: https://s2026.siggraph.org/
  deadlines:
    - { type: submission, label: Art Papers deadline, date: '2026-01-13 22:00:00', timezone: UTC }
    - { type: submission, label: Technical Papers submission form deadline, date: '2026-01-15 22:00:00', timezone: UTC }
    - { type: paper, label: Technical Papers deadline, date: '2026-01-22 22:00:00', timezone: UTC }
    - { type: submission, label: Tutorial proposals deadline, date: '2026-01-27 22:00:00', timezone: UTC }
    - { type: submission, label: Round 2 Paper Submission, date: '2026-04-01 22:00:00', timezone: UTC }
    - { type: submission, label: Revision Deadline, date: '2026-05-01 22:00:00', timezone: UTC }
`;
    const [record] = importHfDeadlines([{ path: 'conferences/siggraph.yml', text: siggraph }]).records;
    expect(record?.editions[0]?.deadlines.map((deadline) => [deadline.kind, deadline.comment])).toEqual([
      ['other', 'Art Papers deadline'],
      ['abstract', 'Technical Papers submission form deadline'],
      ['paper', 'Technical Papers deadline'],
      ['other', 'Tutorial proposals deadline'],
      ['paper', 'Round 2 Paper Submission'],
      ['revision', 'Revision Deadline'],
    ]);
  });
});
