import { PaperInputSchema } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { toImportedPaper } from './to-imported-paper';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('toImportedPaper', () => {
  it('keeps a paper within the limits as it is, with an empty theme and no notes', () => {
    const imported = toImportedPaper({
      title: ' A Title ',
      abstract: 'Short abstract.',
      keywords: ['a', 'b'],
    });
    expect(imported).toEqual({
      paper: { title: 'A Title', theme: '', abstract: 'Short abstract.', keywords: ['a', 'b'] },
      notes: [],
    });
  });

  it('cuts what is over the limits and says so, leaving a paper the schema accepts once a theme is added', () => {
    const imported = toImportedPaper({
      title: 'T'.repeat(320),
      abstract: words(340),
      keywords: ['one', 'two', 'three', 'four', 'five', 'six', 'x'.repeat(61)],
    });
    expect(imported.paper.title).toHaveLength(300);
    expect(imported.paper.abstract.split(' ')).toHaveLength(300);
    expect(imported.paper.keywords).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(imported.notes).toEqual([
      'The title was cut to 300 characters.',
      'The abstract has 340 words; only its first 300 were kept.',
      'Keywords longer than 60 characters were left out.',
      'The paper lists 6 keywords; only the first 5 were kept.',
    ]);
    expect(PaperInputSchema.safeParse({ ...imported.paper, theme: 'Systems' }).success).toBe(true);
  });

  it('asks for keywords when the file had none', () => {
    expect(toImportedPaper({ title: 'T', abstract: 'A.' }).notes).toEqual([
      'No keywords were found: add them in step 3.',
    ]);
  });
});
