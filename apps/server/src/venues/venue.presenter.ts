import { describePublishedTime, type NextDeadline as CatalogDeadline } from '@venuescout/catalog';
import type { NextDeadline, VenueDetail, VenueSummary } from '@venuescout/contracts';
import type { DatedVenue } from './venue-directory.ts';

/** Shapes a next deadline as the contract has it (the edition year and comment stay internal). */
export function presentNextDeadline(deadline: CatalogDeadline | null): NextDeadline | null {
  if (!deadline) return null;
  const { at, kind, timezone } = deadline;
  const published = describePublishedTime(at, timezone);
  if (!deadline.estimated) return { at, kind, timezone, estimated: false, published };
  const { basisYear, rule, errorDays } = deadline;
  return {
    at,
    kind,
    timezone,
    estimated: true,
    basisYear,
    rule,
    published,
    ...(errorDays === undefined ? {} : { errorDays }),
  };
}

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
    nextDeadline: presentNextDeadline(nextDeadline),
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
      deadlines: [...edition.deadlines]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((deadline) => ({
          ...deadline,
          published: describePublishedTime(deadline.at, deadline.timezone),
        })),
      source: edition.source,
    })),
    sources: venue.sources,
    provenance: venue.provenance,
    disagreements: venue.disagreements ?? [],
  };
}
