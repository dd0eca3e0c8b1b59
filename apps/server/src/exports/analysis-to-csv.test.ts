import Papa from 'papaparse';
import { describePublishedTime } from '@venuescout/catalog';
import { describe, expect, it } from 'vitest';
import { makeAnalysis, makeMatch, makeSimilarPaper } from '../../test/analysis-factory.ts';
import { analysisToCsv } from './analysis-to-csv.ts';

const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe('analysisToCsv', () => {
  it('adds the similar papers as citations with links, in a last column, empty for a venue without', () => {
    const csv = analysisToCsv(
      makeAnalysis([
        makeMatch({
          acronym: 'NSDI',
          similarPapers: [
            makeSimilarPaper(),
            makeSimilarPaper({ title: 'Is TCP fair?', year: 2019, url: 'https://dblp.org/rec/conf/x/Y19' }),
          ],
        }),
        makeMatch({ acronym: 'HOTNETS' }),
      ]),
    );
    expect(csv.split('\r\n')[0]).toMatch(/,paper_title,fit,evidence,similar_papers$/);
    const [nsdi, hotnets] = rowsOf(csv);
    expect(nsdi!.similar_papers).toBe(
      '“Congestion control for datacenter networks.” NSDI 2021. https://doi.org/10.5555/nsdi.2021.1 | “Is TCP fair?” NSDI 2019. https://dblp.org/rec/conf/x/Y19',
    );
    expect(hotnets!.similar_papers).toBe('');
  });

  it('neutralises a similar paper’s title that would run as a formula in a cell of its own', () => {
    const csv = analysisToCsv(
      makeAnalysis([
        makeMatch({
          acronym: 'NSDI',
          similarPapers: [makeSimilarPaper({ title: 'Results\n=cmd|"/c calc"!A0' })],
        }),
      ]),
    );
    const cell = rowsOf(csv)[0]!.similar_papers!;
    for (const line of cell.split('\n')) expect(line.trimStart()).not.toMatch(/^[=+\-@]/);
  });

  it('gives a deadline on the day and at the time the venue published it', () => {
    const at = '2026-11-26T01:00:00.000Z';
    const nextDeadline = {
      at,
      kind: 'paper',
      timezone: 'PT',
      estimated: false,
      published: describePublishedTime(at, 'PT'),
    };
    const csv = analysisToCsv(makeAnalysis([makeMatch({ acronym: 'VLDB', nextDeadline })]));
    const [row] = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    expect(row!.next_deadline).toBe('25 Nov 2026, 17:00 PT, paper');
    expect(row!.next_deadline_utc).toBe(at);
  });
});
