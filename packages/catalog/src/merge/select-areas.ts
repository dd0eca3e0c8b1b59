import type { AreaSlug } from '@venuescout/contracts';
import { compareAreas } from '../areas/compare-areas.ts';
import { inferAreasFromName } from '../areas/infer-areas-from-name.ts';
import { getSourcePrecedence, type SourceId } from '../sources/catalog-sources.ts';

export interface AreaVote {
  source: SourceId;
  areas: AreaSlug[];
}

export interface SelectedAreas {
  areas: AreaSlug[];
  /** The sources that voted for a kept area, or `derived` when the areas were read from the name. */
  provenance: SourceId[] | 'derived';
}

const MAX_AREAS = 3;
/** AI is CCF's umbrella for these; once a finer one is known, the umbrella adds nothing. */
const AI_CHILDREN: AreaSlug[] = [
  'machine-learning',
  'computer-vision',
  'natural-language-processing',
  'speech-audio',
  'robotics',
];

/**
 * Picks a venue's areas by source votes: each source votes once per area, areas with at least half the top
 * vote count stay (at most three), and the curated file, when it lists areas, decides alone.
 */
export function selectAreas(votes: AreaVote[], name: string): SelectedAreas {
  const curated = votes.find((vote) => vote.source === 'curated' && vote.areas.length > 0);
  if (curated) return { areas: [...curated.areas], provenance: ['curated'] };
  const counts = new Map<AreaSlug, Set<SourceId>>();
  for (const vote of votes) {
    for (const area of new Set(vote.areas))
      counts.set(area, (counts.get(area) ?? new Set()).add(vote.source));
  }
  if (counts.size === 0) {
    const inferred = inferAreasFromName(name);
    return inferred.length > 0 ? { areas: inferred, provenance: 'derived' } : { areas: [], provenance: [] };
  }
  const top = Math.max(...[...counts.values()].map((sources) => sources.size));
  let kept = [...counts.entries()]
    .filter(([, sources]) => sources.size * 2 >= top)
    .sort((a, b) => b[1].size - a[1].size || compareAreas(a[0], b[0]));
  if (kept.some(([area]) => AI_CHILDREN.includes(area))) {
    kept = kept.filter(([area]) => area !== 'artificial-intelligence');
  }
  kept = kept.slice(0, MAX_AREAS);
  const sources = new Set(kept.flatMap(([, voters]) => [...voters]));
  return {
    areas: kept.map(([area]) => area),
    provenance: [...sources].sort((a, b) => getSourcePrecedence(a) - getSourcePrecedence(b)),
  };
}
