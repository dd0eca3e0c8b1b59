import { describe, expect, it } from 'vitest';
import { inferAreasFromName } from './infer-areas-from-name.ts';

describe('inferAreasFromName', () => {
  it.each([
    ['International Conference on Information Systems Security and Privacy', ['security-privacy']],
    ['International Symposium on Experimental Algorithms', ['theory']],
    ['International Conference on Computer Analysis of Images and Patterns', ['computer-vision']],
    ['Educational Data Mining', ['data-mining', 'interdisciplinary']],
    ['European Conference on Operations Research', []],
    ['Conference on Games', []],
  ])('reads %j as %j', (name, areas) => {
    expect(inferAreasFromName(name)).toEqual(areas);
  });
});
