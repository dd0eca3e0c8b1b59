import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createMatcher } from '../match/create-matcher.ts';
import { buildTinyIndex, getTinyVenueWords, tinyVenues } from '../testing/build-tiny-index.ts';
import { deserializeIndex } from './deserialize-index.ts';
import { serializeIndex } from './serialize-index.ts';

// The tiny index with a calibration, so that every section of the file is written and read.
const index = buildTinyIndex(24, { calibrate: true });
const bytes = serializeIndex(index);

const withByte = (at: number, value: number) => {
  const copy = Buffer.from(bytes);
  copy[at] = value;
  return copy;
};

describe('the binary index file', () => {
  it('gives back the same index, every array of the same type and value', () => {
    expect(index.calibration).not.toBeNull();
    expect(deserializeIndex(bytes)).toStrictEqual(index);
  });

  it('ranks a paper the same after the round trip', () => {
    const paper = { title: getTinyVenueWords('conf/icra').slice(0, 4).join(' '), abstract: 'novel study' };
    const before = createMatcher(index, tinyVenues).match(paper);
    const after = createMatcher(deserializeIndex(bytes), tinyVenues).match(paper);
    expect(after).toEqual(before);
  });

  it('writes the same bytes for the same index, and again after reading them back', () => {
    expect(serializeIndex(buildTinyIndex(24, { calibrate: true })).equals(bytes)).toBe(true);
    expect(serializeIndex(deserializeIndex(bytes)).equals(bytes)).toBe(true);
  });

  it('keeps an index built without calibration without one', () => {
    const plain = buildTinyIndex();
    expect(deserializeIndex(serializeIndex(plain))).toStrictEqual(plain);
  });

  it.each([
    ['cut short', () => bytes.subarray(0, bytes.length - 100)],
    ['cut in its preamble', () => bytes.subarray(0, 10)],
    ['with a byte changed inside', () => withByte(bytes.length >> 1, bytes[bytes.length >> 1]! ^ 0xff)],
  ])('refuses a file %s with a clear error', (_, damaged) => {
    expect(() => deserializeIndex(damaged())).toThrow(
      /not a venue index file|truncated or corrupt.*rebuild it with npm run index:build/,
    );
  });

  it.each([
    ['a gzipped JSON index', gzipSync(Buffer.from(JSON.stringify({ version: 3 })))],
    ['a file with another magic', withByte(0, 'X'.charCodeAt(0))],
  ])('refuses %s as not an index file', (_, other) => {
    expect(() => deserializeIndex(other)).toThrow(/not a venue index file .*npm run index:build/);
  });

  it('refuses another format version, saying how to rebuild', () => {
    expect(() => deserializeIndex(withByte(8, 2))).toThrow(
      /unsupported index file format 2 \(this code reads 1\): rebuild it with npm run index:build/,
    );
  });
});
