import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createDbClient, migrate, schema, type DbConfig } from '@venuescout/db';

/** A confirmed account with a live session, as the load test sends it. */
export interface LoadUser {
  id: string;
  cookie: string;
}

const batchSize = 500;

/**
 * Inserts `count` confirmed users, each with a one-day session, straight into the database, and returns
 * their signed session cookies. This is the "session by fixture" of the e2e tests: signing up a thousand
 * users through the API would run into the per-IP sign-up limit (60 an hour), which must stay as it is.
 * The cookie is what better-auth sets: `token.HMAC-SHA256(token, AUTH_SECRET)` in base64, URL-encoded.
 */
export async function seedLoadUsers(options: {
  dbConfig: DbConfig;
  authSecret: string;
  count: number;
}): Promise<LoadUser[]> {
  const client = createDbClient(options.dbConfig, { poolSize: 2 });
  try {
    // The server migrates too; doing it first lets the seed run before the server owns a PGlite folder.
    await migrate(client);
    const run = randomUUID().slice(0, 8);
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const users: LoadUser[] = [];
    for (let start = 0; start < options.count; start += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, options.count - start) }, (_, offset) => ({
        id: randomUUID(),
        email: `load-${run}-${start + offset}@example.com`,
        token: randomBytes(24).toString('base64url'),
      }));
      await client.db.transaction(async (tx) => {
        await tx
          .insert(schema.users)
          .values(
            batch.map((user) => ({ id: user.id, name: 'Load test', email: user.email, emailVerified: true })),
          );
        await tx
          .insert(schema.sessions)
          .values(batch.map((user) => ({ id: randomUUID(), token: user.token, userId: user.id, expiresAt })));
      });
      for (const user of batch) {
        const signature = createHmac('sha256', options.authSecret).update(user.token).digest('base64');
        const value = encodeURIComponent(`${user.token}.${signature}`);
        users.push({ id: user.id, cookie: `better-auth.session_token=${value}` });
      }
    }
    return users;
  } finally {
    await client.close();
  }
}
