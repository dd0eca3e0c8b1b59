import { venueFields, type Ranks, type VenuePage, type VenueSummary } from '@venuescout/contracts';
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
  };
}
