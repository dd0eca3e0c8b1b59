import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links.ts';

describe('extractLinks', () => {
  it.each([
    ['no links here', []],
    ['Open http://localhost:3000/a?b=1&c=2.', ['http://localhost:3000/a?b=1&c=2']],
    ['Two: https://x.example/one, https://x.example/two', ['https://x.example/one', 'https://x.example/two']],
    ['Twice https://x.example/a and https://x.example/a', ['https://x.example/a']],
    ['(see https://x.example/p)', ['https://x.example/p']],
    ['<a href="https://x.example/h?a=1&amp;b=2">x</a>', ['https://x.example/h?a=1&b=2']],
  ])('finds the links in %j', (text, expected) => {
    expect(extractLinks(text)).toEqual(expected);
  });
});
