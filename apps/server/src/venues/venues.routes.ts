import { Hono } from 'hono';
import { VenueQuerySchema } from '@venuescout/contracts';
import type { AppEnv } from '../app-env.ts';
import { parseInput } from '../lib/parse-input.ts';
import { presentVenueDetail, presentVenueSummary } from './venue.presenter.ts';
import type { VenueDirectory } from './venue-directory.ts';

/** `GET /api/venues` (browse, search, filter) and `GET /api/venues/:id` (one venue in full). Public. */
export function venuesRoutes({ venueDirectory }: { venueDirectory: VenueDirectory }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = parseInput(VenueQuerySchema, c.req.query());
      const page = await venueDirectory.list(query, new Date());
      return c.json({ items: page.items.map(presentVenueSummary), total: page.total });
    })
    .get('/:id{.+}', async (c) => {
      const item = await venueDirectory.get(c.req.param('id'), new Date());
      return c.json(presentVenueDetail(item));
    });
}
