import {
  venueFields,
  type AcceptanceRate,
  type Notification,
  type PublishedTime,
  type Ranks,
  type VenuePage,
  type VenueSummary,
} from '@venuescout/contracts';
import type { JsonObjectReader } from '../../../lib/read-json-object';
import { readJsonObject } from '../../../lib/read-json-object';

/** `GET /api/venues` checked like `VenuePageSchema`, without zod: the catalog is a public landing spot. */
export function parseVenuePage(payload: unknown): VenuePage {
  const page = readJsonObject(payload, 'venues');
  return { items: page.objectArray('items').map(readVenueSummary), total: page.integer('total') };
}

function readVenueSummary(venue: JsonObjectReader): VenueSummary {
  const ranks = venue.object('ranks');
  const deadline = venue.nullableObject('nextDeadline');
  const basisYear = deadline?.optionalInteger('basisYear');
  const errorDays = deadline?.optionalNumber('errorDays');
  const rule = deadline?.optionalOneOf('rule', venueFields.estimateRules);
  return {
    id: venue.string('id'),
    acronym: venue.string('acronym'),
    name: venue.string('name'),
    type: venue.oneOf('type', venueFields.types),
    aliases: venue.stringArray('aliases'),
    areas: venue.stringArray('areas'),
    areaLabels: venue.stringArray('areaLabels'),
    ranks: Object.fromEntries(
      venueFields.rankSystems.flatMap((system) => {
        const rank = ranks.optionalString(system);
        return rank === undefined ? [] : [[system, rank]];
      }),
    ) as Ranks,
    h5Index: venue.nullableNumber('h5Index'),
    url: venue.nullableString('url'),
    dblp: venue.nullableString('dblp'),
    region: venue.nullableOneOf('region', venueFields.regions),
    nextDeadline: deadline && {
      at: deadline.string('at'),
      kind: deadline.string('kind'),
      timezone: deadline.string('timezone'),
      estimated: deadline.boolean('estimated'),
      ...(basisYear === undefined ? {} : { basisYear }),
      published: readPublishedTime(deadline.object('published')),
      ...(errorDays === undefined ? {} : { errorDays }),
      ...(rule === undefined ? {} : { rule }),
    },
    isRolling: venue.boolean('isRolling'),
    notification: readNotification(venue.nullableObject('notification')),
    latestAcceptanceRate: readAcceptanceRate(venue.nullableObject('latestAcceptanceRate')),
  };
}

function readNotification(notification: JsonObjectReader | null): Notification | null {
  if (!notification) return null;
  const basisYear = notification.optionalInteger('basisYear');
  return {
    at: notification.string('at'),
    timezone: notification.string('timezone'),
    published: readPublishedTime(notification.object('published')),
    estimated: notification.boolean('estimated'),
    weeksAfterDeadline: notification.integer('weeksAfterDeadline'),
    ...(basisYear === undefined ? {} : { basisYear }),
  };
}

function readAcceptanceRate(rate: JsonObjectReader | null): AcceptanceRate | null {
  if (!rate) return null;
  const submitted = rate.optionalNumber('submitted');
  const accepted = rate.optionalNumber('accepted');
  const reference = rate.optionalString('reference');
  return {
    year: rate.number('year'),
    rate: rate.number('rate'),
    ...(submitted === undefined ? {} : { submitted }),
    ...(accepted === undefined ? {} : { accepted }),
    source: rate.string('source'),
    ...(reference === undefined ? {} : { reference }),
  };
}

// The formats `PublishedTimeSchema` checks.
const PUBLISHED_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PUBLISHED_TIME = /^\d{2}:\d{2}$/;

function readPublishedTime(published: JsonObjectReader): PublishedTime {
  const date = published.string('date');
  const time = published.string('time');
  if (!PUBLISHED_DATE.test(date) || !PUBLISHED_TIME.test(time)) {
    throw new TypeError('Unexpected answer from the API: a published time is not YYYY-MM-DD and HH:MM');
  }
  return { date, time, zone: published.string('zone') };
}
