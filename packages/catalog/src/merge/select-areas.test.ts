import { describe, expect, it } from 'vitest';
import { mapCcfArea, mapSubCodes, mapTags } from '../areas/map-source-areas.ts';
import { selectAreas, type AreaVote } from './select-areas.ts';

describe('source area codes', () => {
  it.each([
    ['AI', 'IEEE/CVF Conference on Computer Vision and Pattern Recognition', ['computer-vision']],
    [
      'AI',
      'Annual Meeting of the Association for Computational Linguistics',
      ['natural-language-processing'],
    ],
    ['AI', 'The Conference on Robot Learning', ['robotics']],
    ['AI', 'International Conference on Learning Representations', ['machine-learning']],
    ['AI', 'International Conference on Automated Planning and Scheduling', ['artificial-intelligence']],
    [
      'DB',
      'International ACM SIGIR Conference on Research and Development in Information Retrieval',
      ['information-retrieval-web'],
    ],
    ['DB', 'ACM SIGKDD Conference on Knowledge Discovery and Data Mining', ['data-mining']],
    ['DB', 'International Conference on Very Large Data Bases', ['databases']],
    ['SE', 'ACM SIGPLAN Symposium on Principles of Programming Languages', ['programming-languages']],
    ['SE', 'USENIX Symposium on Operating Systems Design and Implementation', ['systems']],
    ['CG', 'IEEE International Conference on Acoustics, Speech and Signal Processing', ['speech-audio']],
    ['NW', 'ACM SIGCOMM', ['networking']],
    ['XX', 'Anything', []],
  ])('maps CCF %s for %j', (code, name, areas) => {
    expect(mapCcfArea(code, name)).toEqual(areas);
  });

  it.each([
    [
      ['ML', 'cv'],
      ['machine-learning', 'computer-vision'],
    ],
    ['HRI', ['human-computer-interaction', 'robotics']],
    [['KR', 'unknown'], ['artificial-intelligence']],
  ])('maps sub codes %j', (codes, areas) => {
    expect(mapSubCodes(codes)).toEqual(areas);
  });

  it('maps free-text tags, whatever their spacing', () => {
    expect(mapTags(['machine learning', 'Computer-Vision', 'optimization-methods'])).toEqual([
      'machine-learning',
      'computer-vision',
    ]);
  });
});

describe('selectAreas', () => {
  const vote = (source: AreaVote['source'], ...areas: AreaVote['areas']): AreaVote => ({ source, areas });

  it.each<[string, AreaVote[], string[]]>([
    [
      'keeps areas with at least half the top vote count',
      [
        vote('ccf-deadlines', 'computer-vision'),
        vote('hf-ai-deadlines', 'computer-vision', 'robotics'),
        vote('tobna-ai-deadlines', 'computer-vision'),
      ],
      ['computer-vision'],
    ],
    [
      'drops the AI umbrella once a finer AI area is known',
      [vote('ccf-list-2022', 'artificial-intelligence'), vote('pwc-ai-deadlines', 'machine-learning')],
      ['machine-learning'],
    ],
    [
      'lets curated areas decide alone',
      [
        vote('curated', 'theory'),
        vote('ccf-deadlines', 'machine-learning'),
        vote('hf-ai-deadlines', 'machine-learning'),
      ],
      ['theory'],
    ],
    [
      'keeps at most three areas',
      [
        vote(
          'hci-deadlines',
          'human-computer-interaction',
          'graphics-multimedia',
          'robotics',
          'speech-audio',
        ),
      ],
      ['speech-audio', 'robotics', 'human-computer-interaction'],
    ],
  ])('%s', (_case, votes, areas) => {
    expect(selectAreas(votes, 'Some Venue').areas).toEqual(areas);
  });

  it('falls back to phrases in the name, marked as derived, when no source gives an area', () => {
    expect(
      selectAreas(
        [vote('core-icore2026')],
        'International Conference on Information Security and Cryptology',
      ),
    ).toEqual({
      areas: ['security-privacy'],
      provenance: 'derived',
    });
  });
});
