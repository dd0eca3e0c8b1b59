import { ArchiveError, quotePath } from './archive-error.ts';
import type { ArchiveLimits } from './archive-limits.ts';
import { checkEntryPath } from './check-entry-path.ts';
import { parsePaxRecords } from './parse-pax-records.ts';
import { BLOCK_SIZE, parseTarHeader, type TarHeader } from './parse-tar-header.ts';

export interface TarContents {
  /** Wanted regular files by path, the top-level folder stripped. */
  files: Map<string, Uint8Array>;
  /** The commit id GitHub writes in the pax global header, when it looks like one. */
  commit: string | null;
  /** Entries of every type except pax and GNU metadata. */
  entries: number;
}

/** The data of the entry being read; one shape for every kind keeps the hot path monomorphic. */
interface Body {
  kind: 'skip' | 'file' | 'x' | 'g' | 'L';
  /** Stripped path of a kept file ('' otherwise). */
  path: string;
  /** The entry's path as the archive names it, for messages. */
  name: string;
  size: number;
  left: number;
  padding: number;
  chunks: Uint8Array[];
}

// Pax and long-name headers hold a path or a commit id; a megabyte of them is an attack, not metadata.
const MAX_META_BYTES = 1024 * 1024;
const REGULAR_TYPES = new Set(['0', '\0', '7']);
const LINK_TYPES = new Set(['1', '2', 'K']);
const COMMIT_PATTERN = /^[0-9a-f]{7,64}$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a tar stream pushed chunk by chunk, holding only the wanted files' bytes. Every check runs on
 * the header, before the entry's data arrives, so the first hostile entry stops the stream.
 */
export class TarReader {
  private readonly block = new Uint8Array(BLOCK_SIZE);
  private blockFill = 0;
  private isEnded = false;
  private body: Body | null = null;
  private pending: { path?: string; size?: number } = {};
  private topFolder: string | null = null;
  private headers = 0;
  private selectedBytes = 0;
  private readonly result: TarContents = { files: new Map(), commit: null, entries: 0 };

  constructor(
    private readonly limits: ArchiveLimits,
    private readonly isWanted: (path: string) => boolean,
  ) {}

  /** Feeds the next chunk of tar bytes. */
  push(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length && !this.isEnded) {
      if (this.body) {
        offset += this.takeBody(chunk.subarray(offset));
        continue;
      }
      const take = Math.min(BLOCK_SIZE - this.blockFill, chunk.length - offset);
      this.block.set(chunk.subarray(offset, offset + take), this.blockFill);
      this.blockFill += take;
      offset += take;
      if (this.blockFill === BLOCK_SIZE) {
        this.blockFill = 0;
        this.readHeader();
      }
    }
  }

  /** Ends the stream: refuses an archive cut short, else returns what was kept. */
  finish(): TarContents {
    if (this.isEnded) return this.result;
    if (this.body) {
      const got = this.body.size - this.body.left;
      const what = this.body.name ? quotePath(this.body.name) : `#${this.headers}`;
      throw new ArchiveError(
        'truncated',
        `the archive ends inside entry ${what}, after ${got} of its ${this.body.size} bytes`,
      );
    }
    if (this.blockFill > 0) {
      throw new ArchiveError('truncated', `the archive ends inside the header of entry #${this.headers + 1}`);
    }
    throw new ArchiveError('truncated', 'the archive ends without the end-of-archive marker');
  }

  private takeBody(chunk: Uint8Array): number {
    const body = this.body!;
    const data = Math.min(body.left, chunk.length);
    // A copy, so a kept file does not pin gunzip's whole output chunk in memory.
    if (data > 0 && body.kind !== 'skip') body.chunks.push(chunk.slice(0, data));
    body.left -= data;
    const padding = Math.min(body.padding, chunk.length - data);
    body.padding -= padding;
    if (body.left === 0 && body.padding === 0) this.completeBody();
    return data + padding;
  }

  private readHeader(): void {
    this.headers += 1;
    const header = parseTarHeader(this.block, this.headers);
    if (!header) {
      this.isEnded = true;
      return;
    }
    if (header.type === 'K') {
      throw new ArchiveError(
        'link',
        `entry #${this.headers} is a GNU long link name, and links are not accepted`,
      );
    }
    if (header.type === 'x' || header.type === 'g' || header.type === 'L') {
      if (header.size > MAX_META_BYTES) {
        throw new ArchiveError('bad-header', `entry #${this.headers} has ${header.size} bytes of metadata`);
      }
      this.startBody(header.type, header.size);
      return;
    }
    this.readEntry(header);
  }

  private readEntry(header: TarHeader): void {
    const path = this.pending.path ?? header.name;
    const size = this.pending.size ?? header.size;
    this.pending = {};
    this.result.entries += 1;
    if (this.result.entries > this.limits.maxEntries) {
      throw new ArchiveError('too-many-files', `the archive has more than ${this.limits.maxEntries} entries`);
    }
    const relative = this.stripTopFolder(checkEntryPath(path), path, header.type === '5');
    if (LINK_TYPES.has(header.type)) {
      throw new ArchiveError('link', `entry ${quotePath(path)} is a link, and links are not accepted`);
    }
    if (header.type !== '5' && !REGULAR_TYPES.has(header.type)) {
      throw new ArchiveError(
        'special-file',
        `entry ${quotePath(path)} is a special file (type ${JSON.stringify(header.type)})`,
      );
    }
    if (size > this.limits.maxUncompressedBytes) {
      throw new ArchiveError('too-large', `entry ${quotePath(path)} declares ${size} bytes`);
    }
    if (header.type === '5' || !this.isWanted(relative)) {
      this.startBody('skip', size, path);
      return;
    }
    this.checkWanted(relative, path, size);
    this.startBody('file', size, path, relative);
  }

  private checkWanted(relative: string, path: string, size: number): void {
    if (size > this.limits.maxFileBytes) {
      throw new ArchiveError(
        'file-too-large',
        `file ${quotePath(path)} is ${size} bytes, over the ${this.limits.maxFileBytes}-byte limit per file`,
      );
    }
    // A second copy of a wanted path would silently replace the first; refuse the ambiguity.
    if (this.result.files.has(relative)) {
      throw new ArchiveError('unsafe-path', `entry ${quotePath(path)} appears twice in the archive`);
    }
    this.selectedBytes += size;
    if (this.selectedBytes > this.limits.maxSelectedBytes) {
      throw new ArchiveError(
        'too-large',
        `the files this source needs pass the ${this.limits.maxSelectedBytes}-byte limit`,
      );
    }
  }

  /** GitHub wraps everything in `owner-repo-sha/`; returns the path inside it ('' for the folder). */
  private stripTopFolder(segments: string[], path: string, isDirectory: boolean): string {
    if (this.topFolder === null) {
      if (segments.length === 1 && !isDirectory) {
        throw new ArchiveError('unsafe-path', `entry ${quotePath(path)} is not inside a top-level folder`);
      }
      this.topFolder = segments[0]!;
    }
    if (segments[0] !== this.topFolder || (segments.length === 1 && !isDirectory)) {
      throw new ArchiveError(
        'unsafe-path',
        `entry ${quotePath(path)} is outside the archive's top-level folder ${quotePath(this.topFolder)}`,
      );
    }
    return segments.slice(1).join('/');
  }

  private startBody(kind: Body['kind'], size: number, name = '', path = ''): void {
    const padding = (BLOCK_SIZE - (size % BLOCK_SIZE)) % BLOCK_SIZE;
    this.body = { kind, path, name, size, left: size, padding, chunks: [] };
    if (size === 0) this.completeBody();
  }

  private completeBody(): void {
    const body = this.body!;
    this.body = null;
    if (body.kind === 'skip') return;
    const bytes = Buffer.concat(body.chunks, body.size);
    if (body.kind === 'file') {
      this.result.files.set(body.path, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } else if (body.kind === 'L') {
      this.pending.path = this.decodeLongName(bytes);
    } else {
      this.applyPax(body.kind, parsePaxRecords(bytes, this.headers));
    }
  }

  private applyPax(type: 'x' | 'g', records: Map<string, string>): void {
    if (type === 'g') {
      const comment = records.get('comment')?.trim();
      if (comment && COMMIT_PATTERN.test(comment)) this.result.commit = comment;
      return;
    }
    const path = records.get('path');
    if (path !== undefined) this.pending.path = path;
    const size = records.get('size');
    if (size !== undefined) {
      if (!/^[0-9]{1,16}$/.test(size)) {
        throw new ArchiveError('bad-header', `entry #${this.headers} has a pax size that is not a number`);
      }
      this.pending.size = Number(size);
    }
  }

  private decodeLongName(bytes: Uint8Array): string {
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end -= 1;
    try {
      return utf8.decode(bytes.subarray(0, end));
    } catch {
      throw new ArchiveError('bad-header', `entry #${this.headers} has a long name that is not UTF-8`);
    }
  }
}
