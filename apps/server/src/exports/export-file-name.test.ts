import { describe, expect, it } from 'vitest';
import { attachmentDisposition, exportFileName } from './export-file-name.ts';

const createdAt = new Date('2026-11-26T23:30:00Z');

describe('exportFileName', () => {
  it.each([
    [
      'Graph Neural Networks for Traffic',
      'venuescout-graph-neural-networks-for-traffic-2026-11-26.csv',
      'venuescout-graph-neural-networks-for-traffic-2026-11-26.csv',
    ],
    [
      '  Über "Résumé" parsing: a/b test?! ',
      'venuescout-uber-resume-parsing-a-b-test-2026-11-26.csv',
      'venuescout-über-résumé-parsing-a-b-test-2026-11-26.csv',
    ],
    ['图神经网络', 'venuescout-analysis-2026-11-26.csv', 'venuescout-图神经网络-2026-11-26.csv'],
    ['!!!', 'venuescout-analysis-2026-11-26.csv', 'venuescout-analysis-2026-11-26.csv'],
    [
      'A very long title about deep learning methods for predicting traffic flow in large cities worldwide',
      'venuescout-a-very-long-title-about-deep-learning-methods-for-predicting-2026-11-26.csv',
      'venuescout-a-very-long-title-about-deep-learning-methods-for-predicting-2026-11-26.csv',
    ],
  ])('names the export of %j', (title, ascii, unicode) => {
    expect(exportFileName({ title, createdAt, extension: 'csv' })).toEqual({ ascii, unicode });
  });

  it('keeps every name within a bounded length, whatever the title', () => {
    const names = exportFileName({ title: 'word '.repeat(500), createdAt, extension: 'pdf' });
    expect(names.ascii.length).toBeLessThanOrEqual(60 + 'venuescout--2026-11-26.pdf'.length);
    expect(names.ascii).toMatch(/^venuescout-(word-)*word-2026-11-26\.pdf$/);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and a UTF-8 one that decodes back', () => {
    const header = attachmentDisposition({
      ascii: 'venuescout-analysis-2026-11-26.csv',
      unicode: 'venuescout-图-2026-11-26.csv',
    });
    expect(header).toBe(
      `attachment; filename="venuescout-analysis-2026-11-26.csv"; filename*=UTF-8''venuescout-%E5%9B%BE-2026-11-26.csv`,
    );
  });
});
