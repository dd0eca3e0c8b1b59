import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { listUserDeadlines } from '../deadlines/list-user-deadlines.ts';
import { AppError } from '../lib/app-error.ts';
import { parseInput } from '../lib/parse-input.ts';
import { deadlineIcs } from './deadline-ics.ts';
import { deadlinesToIcs } from './deadlines-to-ics.ts';
import { feedUrl, findFeedOwner, rotateFeedToken } from './feed-tokens.ts';

const OneDeadlineQuerySchema = z.object({
  venueId: z.string().min(1, 'venueId is required').max(200),
  kind: z.string().min(1, 'kind is required').max(40),
  at: z.iso.datetime({ message: 'at must be an ISO-8601 instant' }),
});

const calendarHeaders = (filename: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'private, no-store',
});

/**
 * Calendars: the signed-in user's deadlines (`/api/calendar.ics`), one deadline
 * (`/api/calendar/deadline.ics`), and the private feed (`/api/calendar/<token>.ics`, no session).
 */
export function calendarRoutes(deps: AppDeps) {
  const { db, auth, env, venueDirectory } = deps;
  const userIcs = async (userId: string) =>
    deadlinesToIcs(
      await listUserDeadlines({ db, userId, venueDirectory, now: new Date(), includeNotifications: true }),
      env.appUrl,
      'VenueScout deadlines',
    );

  const root = new Hono<AppEnv>().get('/calendar.ics', requireSession(auth), async (c) => {
    return c.body(await userIcs(c.get('user').id), 200, calendarHeaders('venuescout-deadlines.ics'));
  });

  const calendar = new Hono<AppEnv>()
    .get('/deadline.ics', requireSession(auth), async (c) => {
      const query = parseInput(OneDeadlineQuerySchema, c.req.query());
      const { filename, ics } = await deadlineIcs({
        db,
        venueDirectory,
        appUrl: env.appUrl,
        userId: c.get('user').id,
        ...query,
      });
      return c.body(ics, 200, calendarHeaders(filename));
    })
    .post('/feed/rotate', requireSession(auth), async (c) => {
      const token = await rotateFeedToken(db, c.get('user').id);
      return c.json({ calendarFeedUrl: feedUrl(env.appUrl, token) });
    })
    .get('/:file{[A-Za-z0-9_-]{16,64}\\.ics}', async (c) => {
      const userId = await findFeedOwner(db, c.req.param('file').replace(/\.ics$/, ''));
      if (!userId) throw new AppError('NOT_FOUND', 'No calendar feed at this address.');
      return c.body(await userIcs(userId), 200, calendarHeaders('venuescout-deadlines.ics'));
    });
  return { root, calendar };
}
