import { describe, expect, it } from 'vitest';
import { ArchiveError } from './archive-error.ts';
import { parseTarHeader } from './parse-tar-header.ts';

/** A header block with the given size field bytes and a correct checksum. */
function headerWithSize(size: Uint8Array, options: { magic?: string; prefix?: string } = {}): Uint8Array {
  const block = Buffer.alloc(512);
  block.write('dir/file.yml', 0);
  block.set(size, 124);
  block.write('0', 156);
  block.write(options.magic ?? 'ustar\u000000', 257);
  if (options.prefix) block.write(options.prefix, 345);
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const text = (value: string) => Buffer.from(value.padEnd(12, '\0'), 'latin1');
const base256 = (value: number) => {
  const bytes = new Uint8Array(12);
  let left = value;
  for (let at = 11; at > 0; at -= 1) {
    bytes[at] = left % 256;
    left = Math.floor(left / 256);
  }
  bytes[0] = 0x80;
  return bytes;
};

describe('parseTarHeader', () => {
  it.each([
    ['zero-padded octal', text('00000001750\0'), 1000],
    ['space-padded octal', text('      1750 '), 1000],
    ['an empty size field', text(''), 0],
    ['GNU base-256 past 8 GiB', base256(10 * 1024 ** 3), 10 * 1024 ** 3],
  ])('reads a size written as %s', (_name, field, size) => {
    expect(parseTarHeader(headerWithSize(field), 1)?.size).toBe(size);
  });

  it.each([
    ['a digit 8', text('00000001780\0')],
    ['letters after the digits', text('0000175x\0')],
    ['a minus sign', text('-1\0')],
  ])('refuses a size with %s', (_name, field) => {
    expect(() => parseTarHeader(headerWithSize(field), 3)).toThrow(ArchiveError);
  });

  it('joins the ustar prefix, but ignores that field in GNU headers', () => {
    const size = text('0\0');
    expect(parseTarHeader(headerWithSize(size, { prefix: 'top/deep' }), 1)?.name).toBe(
      'top/deep/dir/file.yml',
    );
    expect(parseTarHeader(headerWithSize(size, { prefix: 'junk', magic: 'ustar  \0' }), 1)?.name).toBe(
      'dir/file.yml',
    );
  });

  it('returns null for the zero block that ends the archive', () => {
    expect(parseTarHeader(new Uint8Array(512), 1)).toBeNull();
  });
});
