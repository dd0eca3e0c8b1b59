import {
  describePublishedTime,
  findNotification,
  type NextDeadline as CatalogDeadline,
  type Venue,
} from '@venuescout/catalog';
import type {
  AcceptanceRate,
  NextDeadline,
  Notification,
  VenueDetail,
  VenueSummary,
} from '@venuescout/contracts';
import { presentDeadlineChange } from './deadline-change.presenter.ts';
import { findDeadlineChange } from './find-deadline-change.ts';
import type { DeadlineChangeRecord } from './load-deadline-changes.ts';
import type { DatedVenue } from './dated-venue.ts';

/**
 * Shapes a next deadline as the contract has it (the edition year and comment stay internal), with the
 * recent change that produced it when the caller passes one.
 */
export function presentNextDeadline(
  deadline: CatalogDeadline | null,
  change: DeadlineChangeRecord | null = null,
): NextDeadline | null {
  if (!deadline) return null;
  const { at, kind, timezone } = deadline;
  const published = describePublishedTime(at, timezone);
  if (!deadline.estimated) {
    return {
      at,
      kind,
      timezone,
      estimated: false,
      published,
      ...(change ? { change: presentDeadlineChange(change) } : {}),
    };
  }
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

/** The decision date that goes with a venue's next deadline, shaped as the contract has it. */
export function presentNotification(venue: Venue, deadline: CatalogDeadline | null): Notification | null {
  const notification = findNotification(venue, deadline);
  if (!notification) return null;
  const { at, timezone, weeksAfterDeadline } = notification;
  const published = describePublishedTime(at, timezone);
  return notification.estimated
    ? { at, timezone, published, estimated: true, weeksAfterDeadline, basisYear: notification.basisYear }
    : { at, timezone, published, estimated: false, weeksAfterDeadline };
}

/** The newest year's acceptance rate, or null when no source gives one. */
export function presentLatestAcceptanceRate(venue: Venue): AcceptanceRate | null {
  const rates = venue.acceptanceRates ?? [];
  return rates.reduce<AcceptanceRate | null>(
    (latest, rate) => (!latest || rate.year > latest.year ? rate : latest),
    null,
  );
}

/** Shapes a venue for lists (`VenueSummarySchema`). */
export function presentVenueSummary({
  venue,
  nextDeadline,
  isRolling,
  nextDeadlineChange,
}: DatedVenue): VenueSummary {
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
    nextDeadline: presentNextDeadline(nextDeadline, nextDeadlineChange),
    isRolling,
    notification: presentNotification(venue, nextDeadline),
    latestAcceptanceRate: presentLatestAcceptanceRate(venue),
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
