import { describe, expect, it } from 'vitest';
import { invalidTextMessage } from '@venuescout/contracts';
import { findUnstorableText, isNestedDeeperThan, maxBodyDepth } from './check-request-body.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('isNestedDeeperThan', () => {
  it.each([
    ['a flat object', '{"a": 1, "b": [1, 2]}', 2, false],
    ['exactly the limit', nested(maxBodyDepth), maxBodyDepth, false],
    ['one level past the limit', nested(maxBodyDepth + 1), maxBodyDepth, true],
    ['objects and arrays mixed', '{"a":[{"b":[{}]}]}', 4, true],
    ['brackets inside a string', `{"a": "${'['.repeat(500)}"}`, 2, false],
    ['an escaped quote that does not end the string', String.raw`{"a": "\"[[[[["}`, 1, false],
    ['an escaped backslash that does end the string', String.raw`{"a": "\\", "b": [[[]]]}`, 2, true],
    ['a hostile megabyte of opening brackets', '['.repeat(1024 * 1024), maxBodyDepth, true],
  ])('%s', (_name, text, limit, expected) => {
    expect(isNestedDeeperThan(text, limit)).toBe(expected);
  });
});

describe('findUnstorableText', () => {
  it.each([
    ['clean text', { title: 'Graph neural networks', keywords: ['GNN'] }, []],
    ['a NUL in a nested value', { paper: { keywords: ['ok', 'a\u0000b'] } }, ['paper.keywords.1']],
    ['a lone surrogate in a name', { name: 'Ann\uD800' }, ['name']],
    ['a NUL in a key, reported at its object', { outer: { 'k\u0000': 1 } }, ['outer']],
    ['a valid surrogate pair', { name: 'emoji \uD83D\uDE00' }, []],
    ['a bare string', 'x\u0000', ['']],
  ])('%s', (_name, value, paths) => {
    const issues = findUnstorableText(value);
    expect(issues.map((issue) => issue.path)).toEqual(paths);
    for (const issue of issues) expect(issue.message).toBe(invalidTextMessage);
  });

  it('walks a value nested far deeper than any stack allows without overflowing', () => {
    let value: unknown = 'bad\u0000';
    for (let level = 0; level < 200_000; level += 1) value = [value];
    expect(findUnstorableText(value)).toHaveLength(1);
  });

  it('lists at most 20 issues, however many the body holds', () => {
    expect(findUnstorableText(Array.from({ length: 500 }, () => '\u0000'))).toHaveLength(20);
  });
});
