import { describe, expect, it } from 'vitest';
import { parseYamlFile } from './parse-yaml-file.ts';

describe('parseYamlFile', () => {
  it.each([
    ['a valid list', '- a: 1\n- a: 2\n', [{ a: 1 }, { a: 2 }], 0],
    ['a list with one broken item, keeping the others', '- a: 1\n- a: [2\n- a: 3\n', [{ a: 1 }, { a: 3 }], 1],
    [
      'a map with one broken entry, keeping the others',
      'x:\n  a: 1\ny:\n  a: "2\nz:\n  a: 3\n',
      { x: { a: 1 }, z: { a: 3 } },
      1,
    ],
    ['duplicate keys, the last one winning', 'a: 1\na: 2\n', { a: 2 }, 0],
    ['a file with a leading document marker', '---\n- a: 1\n', [{ a: 1 }], 0],
  ])('reads %s', (_case, text, value, errorCount) => {
    const parsed = parseYamlFile(text);
    expect(parsed.value).toEqual(value);
    expect(parsed.errors).toHaveLength(errorCount);
  });

  it('reports a file that cannot be split into entries as one error', () => {
    expect(parseYamlFile('title: [unclosed')).toEqual({ value: undefined, errors: [expect.any(String)] });
  });
});
