import { Hono } from 'hono';
import { FavoriteInputSchema } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/require-session.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { getPlanLimits } from '../plans/get-plan-limits.ts';
import { presentVenueSummary } from '../venues/venue.presenter.ts';
import { addFavorite } from './add-favorite.ts';
import { deleteFavorite } from './delete-favorite.ts';
import { listFavorites } from './list-favorites.ts';

/** `/api/favorites`: list, add (idempotent) and remove saved venues. */
export function favoritesRoutes({ db, env, auth, logger, venueDirectory }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireSession(auth))
    .get('/', async (c) => {
      const favorites = await listFavorites({
        db,
        userId: c.get('user').id,
        venueDirectory,
        now: new Date(),
      });
      return c.json({
        items: favorites.map(({ item, createdAt }) => ({
          venue: presentVenueSummary(item),
          createdAt: createdAt.toISOString(),
        })),
      });
    })
    .post('/', async (c) => {
      const userId = c.get('user').id;
      const { venueId } = readJsonBody(c, FavoriteInputSchema);
      const limits = await getPlanLimits({ db, env, logger, userId });
      const { isCreated } = await addFavorite({ db, userId, venueId, limits, venueDirectory });
      return c.json({ venueId }, isCreated ? 201 : 200);
    })
    .delete('/:venueId{.+}', async (c) => {
      await deleteFavorite({ db, userId: c.get('user').id, venueId: c.req.param('venueId') });
      return c.body(null, 204);
    });
}
