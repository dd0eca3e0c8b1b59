import { describe, expect, it } from 'vitest';
import { extractPaperFields } from './extract-paper-fields';
import type { PdfTextPiece } from './pdf-text-piece';

// A US Letter page, 612 points wide; a character is about half its size wide.
const at = (text: string, x: number, y: number, fontSize = 10): PdfTextPiece => ({
  text,
  x,
  y,
  width: text.length * fontSize * 0.5,
  fontSize,
  page: 1,
  pageWidth: 612,
});

describe('extractPaperFields', () => {
  it('reads a one-column paper whose title takes two lines', () => {
    const fields = extractPaperFields([
      at('Measuring Bias in Machine', 120, 700, 17),
      at('Translation', 250, 680, 17),
      at('Elif Yılmaz', 260, 650, 12),
      at('Abstract', 280, 600, 10),
      at('Translation systems assign a gender to neutral', 100, 585, 10),
      at('occupations. We measure how often they do.', 100, 573, 10),
      at('Keywords: machine translation, gender bias', 100, 555, 10),
      at('1 Introduction', 72, 520, 14),
      at('Systems learn from text.', 72, 500, 11),
    ]);
    expect(fields).toEqual({
      title: 'Measuring Bias in Machine Translation',
      abstract: 'Translation systems assign a gender to neutral occupations. We measure how often they do.',
      keywords: ['machine translation', 'gender bias'],
    });
  });

  it('reads a two-column paper column by column, not across the gutter', () => {
    const fields = extractPaperFields([
      at('Energy-Aware Routing for Sensor Networks', 150, 700, 24),
      ...[600, 588, 576, 564, 552, 540].map((y, line) => at(`Right column body text line ${line}`, 320, y)),
      at('Abstract—Battery-free nodes harvest', 54, 600, 9),
      at('energy and operate intermittently.', 54, 588, 9),
      at('Index Terms—energy harvesting, routing', 54, 576, 9),
      at('I. INTRODUCTION', 100, 560, 10),
      at('Sensor networks without batteries last.', 54, 548, 10),
    ]);
    expect(fields).toEqual({
      title: 'Energy-Aware Routing for Sensor Networks',
      abstract: 'Battery-free nodes harvest energy and operate intermittently.',
      keywords: ['energy harvesting', 'routing'],
    });
  });

  it('reads an abstract with no heading from the paragraph before the keywords', () => {
    const fields = extractPaperFields([
      at('Flaky Tests in Continuous Integration', 72, 700, 14.4),
      at('LENA FISCHER, University of Stuttgart', 72, 680, 9),
      at('A flaky test passes and fails on the same code.', 72, 650, 9.5),
      at('We study 2,347 of them in 96 projects.', 72, 638, 9.5),
      at('CCS Concepts: • Software and its engineering → Software testing.', 72, 620, 9.5),
      at('Additional Key Words and Phrases: flaky tests; empirical study', 72, 608, 9.5),
    ]);
    expect(fields).toEqual({
      title: 'Flaky Tests in Continuous Integration',
      abstract: 'A flaky test passes and fails on the same code. We study 2,347 of them in 96 projects.',
      keywords: ['flaky tests', 'empirical study'],
    });
  });

  it('takes ACM concepts as keywords when a paper lists no keywords', () => {
    const fields = extractPaperFields([
      at('What Novices Ask', 200, 700, 14.4),
      at('ABSTRACT', 54, 640, 9),
      at('We analysed questions.', 54, 628, 9),
      at('CCS CONCEPTS', 54, 600, 9),
      at('• Social and professional topics → Computing education;', 54, 588, 9),
      at('Student assessment.', 54, 576, 9),
      at('ACM Reference Format:', 54, 560, 9),
    ]);
    expect(fields.keywords).toEqual(['Computing education', 'Student assessment']);
  });

  it('keeps superscripts in their line and drops a footnote mark after the title', () => {
    const fields = extractPaperFields([
      at('Soil Moisture from Radar', 150, 700, 17),
      at('⋆', 330, 706, 7),
      at('Abstract', 280, 640),
      at('The error is 0.047 m', 100, 625),
      at('3', 200, 628.5, 7),
      at('/m', 203.5, 625),
      at('3', 213.5, 628.5, 7),
      at('. It saves water.', 217, 625),
    ]);
    expect(fields.title).toBe('Soil Moisture from Radar');
    expect(fields.abstract).toBe('The error is 0.047 m³/m³. It saves water.');
  });

  it('finds no abstract in a page that is not a paper', () => {
    const fields = extractPaperFields([
      at('Northwind Office Supplies Ltd.', 72, 700),
      at('INVOICE No. 2026-0412', 72, 680),
      at('Total due within 30 days 266.10', 72, 660),
    ]);
    expect(fields.abstract).toBeUndefined();
  });
});
