import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Catalog } from '../model/venue.ts';

/** Where the shipped catalog lives; `npm run catalog:import` rebuilds it. */
export const SHIPPED_CATALOG_PATH = fileURLToPath(new URL('../../data/venues.json', import.meta.url));

/** Loads the shipped catalog (or another file in the same format) for the server and the matcher. */
export async function loadCatalog(path: string = SHIPPED_CATALOG_PATH): Promise<Catalog> {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as Catalog).venues)) {
    throw new Error(`${path} is not a venue catalog: expected {"venues": [...]}`);
  }
  return parsed as Catalog;
}
