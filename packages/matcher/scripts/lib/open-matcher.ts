import { loadCatalog } from '@venuescout/catalog';
import { loadIndex } from '../../src/index/load-index.ts';
import { createMatcher } from '../../src/match/create-matcher.ts';

/** Loads the shipped catalog and index and creates the matcher, exactly as the server does. */
export async function openMatcher() {
  const [{ venues }, index] = await Promise.all([loadCatalog(), loadIndex()]);
  return { venues, index, matcher: createMatcher(index, venues) };
}
