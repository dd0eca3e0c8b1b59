import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { deserializeIndex } from './deserialize-index.ts';
import type { VenueIndex } from './venue-index.ts';

/** Where the shipped index lives; `npm run index:build` writes it. */
export const SHIPPED_INDEX_PATH = fileURLToPath(new URL('../../data/venue-index.bin', import.meta.url));

/** Loads an index written by `serializeIndex` (the shipped one by default). */
export async function loadIndex(file: string = SHIPPED_INDEX_PATH): Promise<VenueIndex> {
  return deserializeIndex(await readFile(file));
}
