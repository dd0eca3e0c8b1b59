import {
  describeDateKind,
  describeDeadline,
  describeEstimate,
  isAnywhereOnEarth,
  type NextDeadline,
} from '@venuescout/contracts';
import { createEvents, type EventAttributes } from 'ics';
import type { UserDeadline } from '../deadlines/list-user-deadlines.ts';

/**
 * A UID that stays the same for the same deadline across feeds and downloads (RFC 5545 §3.8.4.7), one
 * per venue, edition, kind and round. The first round keeps the UID it had before rounds were counted,
 * so subscribed calendars update their events instead of duplicating them.
 */
export function deadlineUid(item: UserDeadline): string {
  const round = item.round > 1 ? `-r${item.round}` : '';
  const key = `${item.venue.id}-${item.editionYear}-${item.deadline.kind}${round}${item.deadline.estimated ? '-estimated' : ''}`;
  return `${key.replace(/[^A-Za-z0-9-]+/g, '-')}@venuescout`;
}

/**
 * Serialises deadlines as an iCalendar file. Each event is an instant in UTC (DTSTART with a Z and no
 * end, which RFC 5545 §3.6.1 reads as ending when it starts), so no calendar can shift it by guessing
 * a zone.
 */
export function deadlinesToIcs(items: UserDeadline[], appUrl: string, calendarName: string): string {
  const events: EventAttributes[] = items.map((item) => {
    const venueUrl = `${appUrl}/venues/${item.venue.id}`;
    return {
      uid: deadlineUid(item),
      start: Date.parse(item.deadline.at),
      startInputType: 'utc',
      startOutputType: 'utc',
      // ics insists on a duration; zero is written as a bare "PT", which is removed below.
      duration: { seconds: 0 },
      title: `${item.venue.acronym} ${item.editionYear} — ${describeDateKind(item.deadline.kind, item.comment)}${item.deadline.estimated ? ' (estimated)' : ''}`,
      description: `${item.venue.name}\n${calendarDeadlineLine(item.deadline)}\nPublished time zone: ${publishedZone(item.deadline.timezone)}.\n${venueUrl}`,
      url: venueUrl,
      categories: ['VenueScout', item.source === 'favorite' ? 'Favorite' : 'Match'],
    };
  });
  const { error, value } = createEvents(events, {
    productId: 'VenueScout//Deadlines//EN',
    calName: calendarName,
  });
  if (error || !value) throw error ?? new Error('calendar could not be built');
  return value.replace(/^DURATION:PT\r\n/gm, '');
}

/** The zone as published, naming Anywhere on Earth by the rule every view of a deadline shares. */
function publishedZone(timezone: string): string {
  return isAnywhereOnEarth(timezone) && timezone.trim().toLowerCase() !== 'aoe'
    ? `${timezone} (Anywhere on Earth)`
    : timezone;
}

/** The date in the venue's own terms, the words the app and the exports use. */
function calendarDeadlineLine(deadline: NextDeadline): string {
  const label = describeDateKind(deadline.kind).endsWith('deadline') ? 'Deadline' : 'Date';
  if (!deadline.estimated) return `${label}: ${describeDeadline(deadline)}.`;
  const basis = deadline.basisYear ? `, ${describeEstimate(deadline.basisYear)}` : '';
  return `${label}: ${describeDeadline(deadline)}${basis}: the date is not published yet.`;
}
