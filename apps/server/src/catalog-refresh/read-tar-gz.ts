import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { ArchiveError } from './archive-error.ts';
import type { ArchiveLimits } from './archive-limits.ts';
import { TarReader, type TarContents } from './tar-reader.ts';

// Feeding gunzip in slices keeps its output paced by our reading (backpressure) rather than by the input.
const INPUT_SLICE_BYTES = 64 * 1024;

/**
 * Reads a gzipped tar from memory, keeping only the wanted regular files (top-level folder stripped).
 * Gunzip's output streams through the tar parser and is dropped as it goes, so a gzip bomb costs at
 * most `maxUncompressedBytes` of work and never that much memory. Nothing touches the disk.
 */
export async function readTarGz(
  archive: Uint8Array,
  options: { limits: ArchiveLimits; isWanted: (path: string) => boolean },
): Promise<TarContents> {
  const { limits, isWanted } = options;
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b) {
    throw new ArchiveError('not-gzip', 'the download is not a gzip file');
  }
  const reader = new TarReader(limits, isWanted);
  let produced = 0;
  // pipeline reports its own abort when the consumer throws, so the refusal is kept here.
  let refusal: ArchiveError | null = null;
  try {
    await pipeline(Readable.from(slice(archive)), createGunzip(), async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        produced += chunk.length;
        try {
          if (produced > limits.maxUncompressedBytes) {
            throw new ArchiveError(
              'too-large',
              `the archive unpacks to more than ${limits.maxUncompressedBytes} bytes`,
            );
          }
          reader.push(chunk);
        } catch (error) {
          if (error instanceof ArchiveError) refusal = error;
          throw error;
        }
      }
    });
  } catch (error) {
    if (refusal) throw refusal;
    throw toGzipError(error);
  }
  return reader.finish();
}

function* slice(archive: Uint8Array): Generator<Uint8Array> {
  for (let offset = 0; offset < archive.length; offset += INPUT_SLICE_BYTES) {
    yield archive.subarray(offset, offset + INPUT_SLICE_BYTES);
  }
}

function toGzipError(error: unknown): ArchiveError {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'Z_BUF_ERROR' || message === 'unexpected end of file') {
    return new ArchiveError('truncated', 'the gzip stream ends before its end');
  }
  return new ArchiveError('not-gzip', `the download is not valid gzip data (${message ?? 'unknown error'})`);
}
