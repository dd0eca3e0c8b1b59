import { describe, expect, it } from 'vitest';
import { splitTitle } from './split-title.ts';

describe('splitTitle', () => {
  it.each([
    ['CHI', { acronym: 'CHI' }],
    ['ACL 2026', { acronym: 'ACL' }],
    ['CSCW (January cycle)', { acronym: 'CSCW', qualifier: 'January cycle' }],
    ['Ubicomp/ISWC (IMWUT Issue 1)', { acronym: 'Ubicomp/ISWC', qualifier: 'IMWUT Issue 1' }],
    ['EMNLP (Industry Track)', { acronym: 'EMNLP Industry Track' }],
    ['Software and Systems Modeling (SoSyM)', { acronym: 'SoSyM', name: 'Software and Systems Modeling' }],
    ['Egocentric Vision (EgoVis) Workshop', { acronym: 'EgoVis', name: 'Egocentric Vision Workshop' }],
    ['Graphics Interface (April round)', { name: 'Graphics Interface', qualifier: 'April round' }],
    ['ACM Multimedia', { name: 'ACM Multimedia' }],
    ['SIGGRAPH Asia', { acronym: 'SIGGRAPH Asia' }],
    ['IEEE TSE', { acronym: 'IEEE TSE' }],
    ['Journal of Systems and Software', { name: 'Journal of Systems and Software' }],
  ])('splits %j', (title, expected) => {
    expect(splitTitle(title)).toEqual(expected);
  });
});
