import { gzipSync } from 'node:zlib';

export interface TarEntry {
  /** Path inside the top folder, or the whole raw path when `isRaw` (or there is no top folder). */
  path: string;
  /** Tar type flag; '0' for files, '5' for paths ending in '/'. */
  type?: string;
  data?: string | Uint8Array;
  /** Instead of `data`: this many zero bytes, compressed without ever being allocated (gzip bombs). */
  zeros?: number;
  /** Declared size when it should differ from the data's length. */
  size?: number;
  linkName?: string;
  /** Writes a pax 'x' header carrying this path before the entry. */
  paxPath?: string;
  /** Writes the path as a GNU 'L' long-name entry before the entry. */
  isLongName?: boolean;
  /** Writes the path as given, without the top folder. */
  isRaw?: boolean;
  /** Corrupts the header checksum. */
  hasBadChecksum?: boolean;
}

type Piece = Uint8Array | { zeros: number };

const BLOCK = 512;
// tar pads archives to 20 blocks, as GitHub's do.
const RECORD = 20 * BLOCK;
const ZERO_RUN = 1024 * 1024;

/**
 * Builds a gzipped tar in memory, shaped like GitHub's (pax global header with the commit, one top
 * folder), or hostile on purpose. `truncateAt` cuts the tar stream at that byte before compressing.
 */
export function writeTarGz(
  entries: TarEntry[],
  options: { topFolder?: string | null; commit?: string; truncateAt?: number } = {},
): Uint8Array {
  const topFolder = options.topFolder === undefined ? 'owner-repo-0123abc' : options.topFolder;
  const pieces: Piece[] = [];
  if (options.commit)
    pieces.push(...metaEntry('pax_global_header', 'g', paxRecords({ comment: options.commit })));
  if (topFolder) pieces.push(header({ name: `${topFolder}/`, type: '5', size: 0 }));
  for (const entry of entries) pieces.push(...writeEntry(entry, topFolder));
  pieces.push(new Uint8Array(2 * BLOCK));
  const length = pieces.reduce((sum, piece) => sum + pieceLength(piece), 0);
  pieces.push(new Uint8Array((RECORD - (length % RECORD)) % RECORD));
  return compress(options.truncateAt === undefined ? pieces : truncate(pieces, options.truncateAt));
}

function writeEntry(entry: TarEntry, topFolder: string | null): Piece[] {
  const path = entry.isRaw || !topFolder ? entry.path : `${topFolder}/${entry.path}`;
  const type = entry.type ?? (path.endsWith('/') ? '5' : '0');
  const data = typeof entry.data === 'string' ? new TextEncoder().encode(entry.data) : entry.data;
  const dataLength = entry.zeros ?? data?.length ?? 0;
  const pieces: Piece[] = [];
  let name = path;
  if (entry.paxPath !== undefined) {
    pieces.push(...metaEntry('PaxHeaders/entry', 'x', paxRecords({ path: entry.paxPath })));
  }
  if (entry.isLongName) {
    pieces.push(...metaEntry('././@LongLink', 'L', new TextEncoder().encode(`${path}\0`)));
    name = path.slice(0, 100);
  }
  const size = entry.size ?? dataLength;
  pieces.push(header({ name, type, size, linkName: entry.linkName, hasBadChecksum: entry.hasBadChecksum }));
  if (entry.zeros !== undefined) pieces.push({ zeros: entry.zeros });
  else if (data) pieces.push(data);
  pieces.push(new Uint8Array((BLOCK - (dataLength % BLOCK)) % BLOCK));
  return pieces;
}

function metaEntry(name: string, type: string, data: Uint8Array): Piece[] {
  return [
    header({ name, type, size: data.length }),
    data,
    new Uint8Array((BLOCK - (data.length % BLOCK)) % BLOCK),
  ];
}

/** Each record is `<length> <key>=<value>\n`, where the length counts its own digits. */
function paxRecords(records: Record<string, string>): Uint8Array {
  let text = '';
  for (const [key, value] of Object.entries(records)) {
    const body = ` ${key}=${value}\n`;
    let length = Buffer.byteLength(body) + 1;
    while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
    text += `${length}${body}`;
  }
  return new TextEncoder().encode(text);
}

function header(fields: {
  name: string;
  type: string;
  size: number;
  linkName?: string;
  hasBadChecksum?: boolean;
}): Uint8Array {
  const block = Buffer.alloc(BLOCK);
  let name = Buffer.from(fields.name);
  // ustar splits a long path at a '/' into prefix (155 bytes) and name (100 bytes).
  if (name.length > 100) {
    const cut = fields.name.indexOf('/', fields.name.length - 101);
    if (cut === -1 || cut > 155) throw new Error(`${fields.name} needs a long name or a pax path`);
    block.write(fields.name.slice(0, cut), 345, 155);
    name = Buffer.from(fields.name.slice(cut + 1));
  }
  name.copy(block, 0, 0, 100);
  block.write(octal(fields.type === '5' ? 0o755 : 0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(fields.size, 12), 124);
  block.write(octal(1_700_000_000, 12), 136);
  block.write(fields.type, 156);
  if (fields.linkName) block.write(fields.linkName, 157, 100);
  block.write('ustar\u000000', 257);
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(fields.hasBadChecksum ? sum + 1 : sum, 7), 148);
  return block;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function pieceLength(piece: Piece): number {
  return piece instanceof Uint8Array ? piece.length : piece.zeros;
}

function truncate(pieces: Piece[], at: number): Piece[] {
  const kept: Piece[] = [];
  let left = at;
  for (const piece of pieces) {
    const length = Math.min(pieceLength(piece), left);
    if (length === 0) break;
    kept.push(piece instanceof Uint8Array ? piece.subarray(0, length) : { zeros: length });
    left -= length;
  }
  return kept;
}

/**
 * Runs of zeros become separate gzip members (gunzip reads them as one stream), each a compressed
 * megabyte reused: a gigabyte of zeros costs about a megabyte and no gigabyte buffer.
 */
function compress(pieces: Piece[]): Uint8Array {
  const members: Buffer[] = [];
  let pending: Uint8Array[] = [];
  const flush = () => {
    if (pending.length > 0) members.push(gzipSync(Buffer.concat(pending)));
    pending = [];
  };
  let zeroRun: Buffer | null = null;
  for (const piece of pieces) {
    if (piece instanceof Uint8Array) {
      pending.push(piece);
      continue;
    }
    flush();
    zeroRun ??= gzipSync(Buffer.alloc(ZERO_RUN), { level: 9 });
    for (let left = piece.zeros; left > 0; left -= ZERO_RUN) {
      members.push(left >= ZERO_RUN ? zeroRun : gzipSync(Buffer.alloc(left)));
    }
  }
  flush();
  if (members.length === 0) members.push(gzipSync(Buffer.alloc(0)));
  return new Uint8Array(Buffer.concat(members));
}
