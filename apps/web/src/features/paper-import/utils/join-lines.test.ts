import { describe, expect, it } from 'vitest';
import { joinLines, mendAccents } from './join-lines';

describe('joinLines', () => {
  it.each([
    {
      case: 'a word split by the line break',
      lines: ['we com-', 'pared them'],
      vocabulary: [],
      text: 'we compared them',
    },
    {
      case: 'a compound whose second half is a word elsewhere',
      lines: ['self-', 'supervised models'],
      vocabulary: ['supervised'],
      text: 'self-supervised models',
    },
    {
      case: 'a split word whose halves are both words, when the joined word is too',
      lines: ['no down-', 'loads'],
      vocabulary: ['loads', 'downloads'],
      text: 'no downloads',
    },
    {
      case: 'lines without hyphens',
      lines: ['one  line', 'and another'],
      vocabulary: [],
      text: 'one line and another',
    },
  ])('joins $case', ({ lines, vocabulary, text }) => {
    expect(joinLines(lines, new Set(vocabulary))).toBe(text);
  });
});

describe('mendAccents', () => {
  it.each([
    { printed: 'Erd˝os–R´enyi', text: 'Erdős–Rényi' },
    { printed: 'Franc¸ois', text: 'François' },
    { printed: 'plain text', text: 'plain text' },
  ])('turns $printed into $text', ({ printed, text }) => {
    expect(mendAccents(printed)).toBe(text);
  });
});
