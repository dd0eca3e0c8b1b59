import { describe, expect, it } from 'vitest';
import { importPwcDeadlines } from './import-pwc-deadlines.ts';

const LIST = `---
- title: ECML/PKDD
  year: 2022
  id: ecmlpkdd22
  link: https://2022.ecmlpkdd.org/
  deadline: '2022-04-07 23:59'
  timezone: UTC-12
  place: Grenoble, France
  data: September 19-23, 2022
  sub: [ML, DM]

- title: ECML-PKDD
  year: 2023
  id: ecmlpkdd23
  link: https://2023.ecmlpkdd.org/
  deadline: '2023-3-9 23:59:59'
  abstract_deadline: '2023-03-02 23:59:59'
  timezone: America/Los_Angeles
  place: Turin, Italy
  start: 2023-09-18
  end: 2022-09-22
  sub: ML

- title: BROKEN
  year: 2023
  deadline: [unclosed

- title: AAAI 2024 Spring Symposium on Clinical Foundation Models
  year: 2024
  id: aaaiss24
  link: https://example.org/
  deadline: '2024-01-10 23:59:59'
  timezone: PDT
  place: Stanford, USA
  sub: ML
`;

describe('importPwcDeadlines', () => {
  const result = importPwcDeadlines([{ path: 'conferences.yml', text: LIST }]);
  const [ecml, symposium] = result.records;

  it('groups the editions of one series even when its title is spelt two ways', () => {
    expect(ecml).toMatchObject({
      acronym: 'ECML-PKDD',
      aliases: ['ECML/PKDD'],
      areas: ['machine-learning', 'data-mining'],
    });
    expect(ecml?.editions.map((edition) => edition.year)).toEqual([2022, 2023]);
  });

  it('reads deadlines without seconds or with a one-digit month, and the "data" typo for dates', () => {
    expect(ecml?.editions[0]).toMatchObject({
      dates: { text: 'September 19-23, 2022' },
      deadlines: [{ kind: 'paper', at: '2022-04-08T11:59:00.000Z', timezone: 'UTC-12' }],
    });
    expect(ecml?.editions[1]?.deadlines.map((deadline) => deadline.at)).toEqual([
      '2023-03-10T07:59:59.000Z',
      '2023-03-03T07:59:59.000Z',
    ]);
  });

  it('drops an end date before the start date rather than guessing', () => {
    expect(ecml?.editions[1]?.dates).toEqual({ start: '2023-09-18' });
  });

  it('keeps the other entries when one entry breaks the YAML, and reports it', () => {
    expect(symposium).toMatchObject({ name: 'AAAI 2024 Spring Symposium on Clinical Foundation Models' });
    expect(symposium?.acronym).toBeUndefined();
    expect(result.issues).toEqual([
      expect.objectContaining({ level: 'file', reason: expect.stringMatching(/^invalid YAML: line \d+/) }),
    ]);
  });
});

describe('importPwcDeadlines with links that are not web addresses', () => {
  const links = `---
- title: AI4Science
  year: 2022
  link: ai4science.nassma.ai
  deadline: '2022-05-01 23:59'
  timezone: UTC
- title: SCRIPTCONF
  year: 2022
  link: javascript:alert(1)
  deadline: '2022-05-01 23:59'
  timezone: UTC
- title: GOODCONF
  year: 2022
  link: https://goodconf.example.org/2022
  deadline: '2022-05-01 23:59'
  timezone: UTC
`;
  const result = importPwcDeadlines([{ path: 'conferences.yml', text: links }]);

  it('keeps the edition without the address and reports each one dropped', () => {
    expect(result.records.map((record) => [record.acronym, record.editions[0]?.url])).toEqual([
      ['AI4Science', undefined],
      ['SCRIPTCONF', undefined],
      ['GOODCONF', 'https://goodconf.example.org/2022'],
    ]);
    expect(result.issues).toEqual([
      expect.objectContaining({
        level: 'value',
        ref: 'conferences.yml#0 AI4Science 2022',
        reason: 'url "ai4science.nassma.ai" is not an absolute http(s) address',
      }),
      expect.objectContaining({ level: 'value', reason: expect.stringContaining('"javascript:alert(1)"') }),
    ]);
  });
});
