import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { parseInput } from '../lib/parse-input.ts';
import { listUserDeadlines } from './list-user-deadlines.ts';

const DeadlineQuerySchema = z.object({
  past: z.enum(['true', 'false', '1', '0', '']).optional(),
});

/** `GET /api/deadlines`: deadlines of the user's favourite and matched venues, earliest first. */
export function deadlinesRoutes({ db, auth, venueDirectory }: AppDeps) {
  return new Hono<AppEnv>().get('/', requireSession(auth), async (c) => {
    const query = parseInput(DeadlineQuerySchema, c.req.query());
    const items = await listUserDeadlines({
      db,
      userId: c.get('user').id,
      venueDirectory,
      now: new Date(),
      includePast: query.past === 'true' || query.past === '1',
    });
    return c.json({ items: items.map(({ venue, deadline, source }) => ({ venue, deadline, source })) });
  });
}
