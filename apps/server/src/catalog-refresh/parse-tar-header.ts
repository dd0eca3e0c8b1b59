import { ArchiveError } from './archive-error.ts';

export const BLOCK_SIZE = 512;

export interface TarHeader {
  /** Name as the header has it: ustar prefix and name joined; GNU and pax overrides come later. */
  name: string;
  size: number;
  type: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses one 512-byte tar header (ustar, GNU or pax-flavoured). Returns null for the all-zero block
 * that ends an archive. `index` is the entry's position, for the message.
 */
export function parseTarHeader(block: Uint8Array, index: number): TarHeader | null {
  if (isZeroBlock(block)) return null;
  const declared = readNumber(block, 148, 8, index, 'checksum');
  if (declared !== computeChecksum(block)) {
    throw new ArchiveError('bad-header', `entry #${index} has a header whose checksum does not match`);
  }
  const name = readString(block, 0, 100, index);
  // Only POSIX ustar uses the prefix field for the path; GNU tar keeps other data there.
  const prefix = isPosixUstar(block) ? readString(block, 345, 155, index) : '';
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: readNumber(block, 124, 12, index, 'size'),
    type: String.fromCharCode(block[156]!),
  };
}

function isZeroBlock(block: Uint8Array): boolean {
  for (let offset = 0; offset < BLOCK_SIZE; offset += 1) if (block[offset] !== 0) return false;
  return true;
}

const POSIX_MAGIC = [0x75, 0x73, 0x74, 0x61, 0x72, 0x00]; // "ustar\0"

function isPosixUstar(block: Uint8Array): boolean {
  return POSIX_MAGIC.every((byte, offset) => block[257 + offset] === byte);
}

/** The checksum counts its own field as eight spaces. */
function computeChecksum(block: Uint8Array): number {
  let sum = 0;
  for (let offset = 0; offset < BLOCK_SIZE; offset += 1) {
    sum += offset >= 148 && offset < 156 ? 0x20 : block[offset]!;
  }
  return sum;
}

function readString(block: Uint8Array, offset: number, length: number, index: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  try {
    return decoder.decode(end === -1 ? field : field.subarray(0, end));
  } catch {
    throw new ArchiveError('bad-header', `entry #${index} has a name that is not UTF-8`);
  }
}

/** Octal, space or NUL terminated; GNU's base-256 form (high bit set) for sizes past 8 GiB. */
function readNumber(block: Uint8Array, offset: number, length: number, index: number, field: string): number {
  const bytes = block.subarray(offset, offset + length);
  if (bytes[0]! & 0x80) {
    let value = bytes[0]! & 0x7f;
    for (const byte of bytes.subarray(1)) value = value * 256 + byte;
    if (Number.isSafeInteger(value)) return value;
  } else {
    // Leading spaces, octal digits, then NUL or space padding: anything else is a forged header.
    let value = 0;
    let at = 0;
    while (at < bytes.length && bytes[at] === 0x20) at += 1;
    const digitsFrom = at;
    while (at < bytes.length && bytes[at]! >= 0x30 && bytes[at]! <= 0x37)
      value = value * 8 + bytes[at++]! - 0x30;
    let isPadding = true;
    for (let rest = at; rest < bytes.length; rest += 1) {
      if (bytes[rest] !== 0 && bytes[rest] !== 0x20) isPadding = false;
    }
    if (isPadding && (at > digitsFrom || at === bytes.length || bytes[at] === 0)) return value;
  }
  throw new ArchiveError('bad-header', `entry #${index} has an unreadable ${field} field`);
}
