import { SUBMISSION_KINDS } from '../deadlines/estimate-next-deadline.ts';
import type { Deadline, Venue } from '../model/venue.ts';

/** A paper or abstract deadline with the slot that pairs it across two catalogs. */
export interface RoundDeadline {
  /** `editionYear|kind|track|round`, the identity a deadline keeps when its date changes. */
  slot: string;
  editionYear: number;
  round: number;
  deadline: Deadline;
}

/** Every paper and abstract deadline of a venue, numbered by round within its edition, kind and track. */
export function listRoundDeadlines(venue: Pick<Venue, 'editions'> | undefined): RoundDeadline[] {
  if (!venue) return [];
  const rounds: RoundDeadline[] = [];
  for (const edition of venue.editions) {
    const counts = new Map<string, number>();
    const submissions = edition.deadlines
      .filter((deadline) => SUBMISSION_KINDS.has(deadline.kind))
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    for (const deadline of submissions) {
      const group = `${edition.year}|${deadline.kind}|${deadline.track ?? ''}`;
      const round = counts.get(group) ?? 0;
      counts.set(group, round + 1);
      rounds.push({ slot: `${group}|${round}`, editionYear: edition.year, round, deadline });
    }
  }
  return rounds;
}
