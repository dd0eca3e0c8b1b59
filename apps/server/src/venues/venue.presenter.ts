import type { VenueDetail, VenueSummary } from '@venuescout/contracts';
import type { DatedVenue } from './venue-directory.ts';

/** Shapes a venue for lists (`VenueSummarySchema`). */
export function presentVenueSummary({ venue, nextDeadline, isRolling }: DatedVenue): VenueSummary {
  return {
    id: venue.id,
    acronym: venue.acronym,
    name: venue.name,
    type: venue.type,
    aliases: venue.aliases,
    areas: venue.areas,
    ranks: venue.ranks,
    h5Index: venue.h5Index ?? null,
    url: venue.url ?? null,
    dblp: venue.dblp ?? null,
    region: venue.region,
    nextDeadline,
    isRolling,
  };
}

/** Shapes a venue with all its editions and sources (`VenueDetailSchema`). */
export function presentVenueDetail(item: DatedVenue): VenueDetail {
  const { venue } = item;
  return {
    ...presentVenueSummary(item),
    acceptanceRates: venue.acceptanceRates ?? [],
    editions: venue.editions.map((edition) => ({
      year: edition.year,
      url: edition.url ?? null,
      place: edition.place ?? null,
      dates: edition.dates ?? null,
      deadlines: [...edition.deadlines].sort((a, b) => a.at.localeCompare(b.at)),
      source: edition.source,
    })),
    sources: venue.sources,
    provenance: venue.provenance,
    disagreements: venue.disagreements ?? [],
  };
}
