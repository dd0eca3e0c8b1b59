import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { scorePaperImport } from '../../../scripts/score-paper-import';
import { readPdfDocument } from './api/read-pdf-document';
import type { PaperFields } from './utils/paper-fields';
import { readLatexPaper } from './utils/read-latex-paper';

const expected = JSON.parse(
  readFileSync(new URL('fixtures/expected.json', import.meta.url), 'utf8'),
) as Record<string, PaperFields>;
const readFixture = (name: string) =>
  readPdfDocument(
    getDocument,
    new Uint8Array(readFileSync(new URL(`fixtures/${name}.pdf`, import.meta.url))),
  );

describe('reading the fixture papers with pdf.js', () => {
  it('finds their titles, abstracts and keywords as well as the goals ask', async () => {
    const score = await scorePaperImport();
    expect(score.fixtures.length).toBeGreaterThanOrEqual(12);
    expect(score.titleExact).toBeGreaterThanOrEqual(0.95);
    expect(score.abstractF1).toBeGreaterThanOrEqual(0.9);
    expect(score.keywordsFound).toBeGreaterThanOrEqual(0.9);
  });

  it.each(Object.entries(expected))('reads %s from its LaTeX source exactly', (name, truth) => {
    const source = readFileSync(new URL(`fixtures/${name}.tex`, import.meta.url), 'utf8');
    expect(readLatexPaper(source)).toEqual({ keywords: undefined, ...truth });
  });

  it.each([
    { name: 'rejected-encrypted', kind: 'encrypted' },
    { name: 'rejected-scanned', kind: 'no-text' },
  ])('tells $name apart as $kind', async ({ name, kind }) => {
    expect((await readFixture(name)).kind).toBe(kind);
  });

  it('finds no abstract on an invoice', async () => {
    const reading = await readFixture('rejected-invoice');
    expect(reading.kind === 'read' && reading.fields.abstract).toBeFalsy();
  });

  it('refuses bytes that are not a PDF', async () => {
    const reading = await readPdfDocument(getDocument, new TextEncoder().encode('not a pdf at all'));
    expect(reading.kind).toBe('not-pdf');
  });
});
