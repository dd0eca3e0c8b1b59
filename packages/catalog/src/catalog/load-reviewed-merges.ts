import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { MERGE_FINDING_KINDS, type ReviewedMerge } from './audit-merges.ts';

/** Where the checked findings of the merge audit live, beside the curated venues. */
export const REVIEWED_MERGES_PATH = fileURLToPath(
  new URL('../../curated/reviewed-merges.yaml', import.meta.url),
);

const KINDS = new Set<string>([...MERGE_FINDING_KINDS, 'merged']);

/** Reads the reviewed findings; an entry without a kind, venue ids or a reason is an error, with its index. */
export async function loadReviewedMerges(path: string = REVIEWED_MERGES_PATH): Promise<ReviewedMerge[]> {
  const parsed: unknown = parse(await readFile(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a list of reviewed findings`);
  return parsed.map((entry: unknown, index) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    const { kind, venueIds, alias, reason } = item;
    const valid =
      typeof kind === 'string' &&
      KINDS.has(kind) &&
      Array.isArray(venueIds) &&
      (kind !== 'merged' || venueIds.length === 2) &&
      venueIds.length > 0 &&
      venueIds.every((id) => typeof id === 'string') &&
      (alias === undefined || typeof alias === 'string') &&
      typeof reason === 'string' &&
      reason.trim() !== '';
    if (!valid)
      throw new Error(
        `${path}: entry ${index + 1} needs a known kind, venueIds ([retired, survivor] for merged) and a reason`,
      );
    return {
      kind: kind as ReviewedMerge['kind'],
      venueIds: venueIds as string[],
      ...(alias === undefined ? {} : { alias: alias as string }),
      reason: reason as string,
    };
  });
}
