import { Hono } from 'hono';
import { ContactInputSchema } from '@venuescout/contracts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { findSessionUser } from '../auth/find-session-user.ts';
import { clientIp } from '../lib/client-ip.ts';
import { readJsonBody } from '../lib/read-json-body.ts';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit.ts';
import { rateLimitRules } from '../rate-limit/rate-limit-rules.ts';
import { createContactMessage } from './create-contact-message.ts';

/** `POST /api/contact`: the public contact form; a message sent while signed in is tied to the account. */
export function contactRoutes({ auth, db, env }: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const ip = clientIp(c, env.trustProxy);
    await enforceRateLimit(db, [{ key: `contact:ip:${ip}`, rule: rateLimitRules.contactPerIp }]);
    const user = await findSessionUser(auth, c.req.raw.headers);
    const input = readJsonBody(c, ContactInputSchema);
    const created = await createContactMessage({ db, input, userId: user?.id ?? null });
    return c.json(created, 201);
  });
}
