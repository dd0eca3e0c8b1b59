import type { Env } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import type { RankPaper } from './rank-paper.ts';

/** Loads the matching engine's shipped index and adapts it to `RankPaper`. */
export async function createEngineRanker(_options: {
  env: Env;
  logger: Logger;
  venueDirectory: VenueDirectory;
}): Promise<{ rankPaper: RankPaper; top10HitRate: number | null }> {
  // TODO(#4): replace with the matcher package's index once it lands; until then analyses answer 500.
  return {
    rankPaper: async () => {
      throw new AppError('INTERNAL', 'The matching engine is not available yet.');
    },
    top10HitRate: null,
  };
}
