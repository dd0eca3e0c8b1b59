import { isDeadlineInEditionWindow } from '../deadlines/is-deadline-in-edition-window.ts';
import type { Venue } from '../model/venue.ts';
import type { MergeFinding } from './merge-finding.ts';

/**
 * A paper or abstract deadline after its edition's conference, or more than 18 months before it: another
 * edition's call filed under this year (tobna's EACL 2024 carried the 2026 call).
 */
export function findDeadlinesOutsideEdition(venues: Venue[]): MergeFinding[] {
  return venues.flatMap((venue) =>
    venue.editions.flatMap((edition) =>
      edition.deadlines
        .filter((deadline) => deadline.kind === 'paper' || deadline.kind === 'abstract')
        .filter((deadline) => !isDeadlineInEditionWindow(deadline.at, edition.year, edition.dates?.start))
        .map((deadline) => ({
          kind: 'deadline-outside-edition' as const,
          venueIds: [venue.id],
          detail:
            `${edition.year} ${deadline.kind} deadline ${deadline.at.slice(0, 10)} from ${deadline.source}` +
            (edition.dates?.start ? `, conference from ${edition.dates.start}` : ''),
        })),
    ),
  );
}
