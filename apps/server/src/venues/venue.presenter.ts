import { describePublishedTime } from '@venuescout/catalog';
import { toArea, type VenueDetail, type VenueSummary } from '@venuescout/contracts';
import { presentDeadlineChange } from './deadline-change.presenter.ts';
import { findDeadlineChange } from './find-deadline-change.ts';
import type { DatedVenue } from './dated-venue.ts';
import { toVenueCore } from './to-venue-core.ts';

/** Shapes a venue for lists (`VenueSummarySchema`): its core facts, names, areas in both forms and metrics. */
export function presentVenueSummary(item: DatedVenue): VenueSummary {
  const { venue } = item;
  return {
    ...toVenueCore(item),
    aliases: venue.aliases,
    areas: venue.areas,
    areaLabels: venue.areas.map((slug) => toArea(slug).label),
    h5Index: venue.h5Index ?? null,
    dblp: venue.dblp ?? null,
  };
}

/** Shapes a venue with all its editions and sources (`VenueDetailSchema`). */
export function presentVenueDetail(item: DatedVenue): VenueDetail {
  const { venue, recentChanges } = item;
  return {
    ...presentVenueSummary(item),
    h5IndexSource: venue.h5IndexSource ?? null,
    acceptanceRates: [...(venue.acceptanceRates ?? [])].sort((a, b) => a.year - b.year),
    editions: venue.editions.map((edition) => ({
      year: edition.year,
      url: edition.url ?? null,
      place: edition.place ?? null,
      dates: edition.dates ?? null,
      deadlines: [...edition.deadlines]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((deadline) => {
          const change = findDeadlineChange(recentChanges, {
            ...deadline,
            editionYear: edition.year,
            estimated: false,
          });
          return {
            ...deadline,
            published: describePublishedTime(deadline.at, deadline.timezone),
            ...(change ? { change: presentDeadlineChange(change) } : {}),
          };
        }),
      source: edition.source,
    })),
    sources: venue.sources,
    provenance: venue.provenance,
    disagreements: venue.disagreements ?? [],
  };
}
