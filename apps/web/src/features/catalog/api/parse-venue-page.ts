import {
  venueFields,
  type AcceptanceRate,
  type Notification,
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
  return {
    id: venue.string('id'),
    acronym: venue.string('acronym'),
    name: venue.string('name'),
    type: venue.oneOf('type', venueFields.types),
    aliases: venue.stringArray('aliases'),
    areas: venue.stringArray('areas'),
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
