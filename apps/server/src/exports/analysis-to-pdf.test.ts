import { describePublishedTime } from '@venuescout/catalog';
import { matchTexts } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { makeAnalysis, makeMatch, makeSimilarPaper } from '../../test/analysis-factory.ts';
import { readPdfLinks, readPdfText } from '../../test/read-pdf-text.ts';
import { analysisToPdf } from './analysis-to-pdf.ts';

describe('analysisToPdf', () => {
  it('lists each venue’s similar papers as citations with their links and the terms they share', async () => {
    const doi = makeSimilarPaper();
    const search = makeSimilarPaper({
      title: 'Is TCP fair?',
      year: 2019,
      venue: 'SIGCOMM',
      url: 'https://dblp.org/search?q=Is%20TCP%20fair%3F',
      sharedTerms: [],
    });
    const pdf = await analysisToPdf(
      makeAnalysis([
        makeMatch({ acronym: 'NSDI', similarPapers: [doi, search] }),
        makeMatch({ acronym: 'HOTNETS' }),
      ]),
    );
    const lines = readPdfText(pdf);
    const start = lines.indexOf('Published papers like yours');
    expect(lines.slice(start, start + 6)).toEqual([
      'Published papers like yours',
      '“Congestion control for datacenter networks.” NSDI 2021.',
      'Shares your term “congestion control”.',
      'https://doi.org/10.5555/nsdi.2021.1',
      '“Is TCP fair?” SIGCOMM 2019.',
      'https://dblp.org/search?q=Is%20TCP%20fair%3F',
    ]);
    // Only the venue with similar papers gets the heading; the links are clickable.
    expect(lines.filter((line) => line === 'Published papers like yours')).toHaveLength(1);
    expect(readPdfLinks(pdf)).toEqual([doi.url, search.url]);
  });

  it('explains relevance with the texts the results page uses', async () => {
    const lines = readPdfText(await analysisToPdf(makeAnalysis([makeMatch({ acronym: 'NSDI' })])));
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(matchTexts.relevanceExplained);
  });

  it.each([
    ['PT', '2026-11-26T01:00:00.000Z', 'Next deadline: 25 Nov 2026, 17:00 PT, paper'],
    // The standard font has no minus sign; the offset is written with a hyphen.
    ['UTC-7', '2026-09-16T06:59:00.000Z', 'Next deadline: 15 Sep 2026, 23:59 UTC-7, paper'],
  ])('gives a deadline published in %s on the venue’s day', async (timezone, at, expected) => {
    const nextDeadline = {
      at,
      kind: 'paper',
      timezone,
      estimated: false,
      published: describePublishedTime(at, timezone),
    };
    const lines = readPdfText(
      await analysisToPdf(makeAnalysis([makeMatch({ acronym: 'VLDB', nextDeadline })])),
    );
    expect(lines).toContain(expected);
  });
});
