import { describe, expect, it } from 'vitest';
import { classifyDeadline } from './classify-deadline.ts';

// Remarks as ccf-deadlines, tobna and hf publish them.
describe('classifyDeadline', () => {
  it.each([
    ['paper', 'Abstracts Due', 'abstract', undefined],
    ['paper', 'abstract registration deadline', 'abstract', undefined],
    ['paper', 'Mandatory Paper Registration Deadline', 'abstract', undefined],
    ['paper', 'Title and Abstract Due (Conference Track)', 'abstract', 'conference track'],
    ['paper', 'Spring Registration Deadline', 'abstract', undefined],
    ['paper', 'Regular paper abstract submissions', 'abstract', 'regular papers'],
    ['paper', 'Research Track Abstract submission (mandatory)', 'abstract', 'research track'],
    ['paper', 'abstract and full paper deadline', 'paper', 'full papers'],
    ['paper', 'Abstracts/Full-Text Paper Submission Deadline', 'paper', undefined],
    ['paper', 'Mandatory abstract deadline on Sep 29, 2021.', 'paper', undefined],
    ['paper', 'full paper deadline', 'paper', 'full papers'],
    ['paper', 'Short Paper', 'paper', 'short papers'],
    ['paper', 'Industry Track', 'paper', 'industry track'],
    ['paper', 'Workshop Paper Submission Deadline', 'other', undefined],
    ['paper', 'Submission deadline (posters)', 'other', undefined],
    ['paper', 'Submission deadline (papers and posters)', 'paper', undefined],
    [
      'paper',
      'Final Paper (Camera Ready) Submission & Early Bird Registration Deadline',
      'camera-ready',
      undefined,
    ],
    ['abstract', 'Abstract submission (short papers)', 'abstract', 'short papers'],
    ['paper', undefined, 'paper', undefined],
    ['registration', 'Author Registration and Early Registration', 'registration', undefined],
  ] as const)('%s "%s" is %s (track %s)', (filedAs, comment, kind, track) => {
    expect(classifyDeadline(filedAs, comment)).toEqual({ kind, ...(track ? { track } : {}) });
  });
});
