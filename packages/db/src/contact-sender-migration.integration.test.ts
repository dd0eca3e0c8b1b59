import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbClient } from './testing/create-test-db-client.ts';
import { rowsOf } from './rows-of.ts';

const migration = readFileSync(
  new URL('../migrations/0008_feed_rotation_and_contact_sender.sql', import.meta.url),
  'utf8',
);
const backfill = migration
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.includes('UPDATE "contact_messages"'));

/**
 * Migration 0008 records who sent a contact message. Messages stored before it carry only the typed
 * address; this replays its backfill on such rows and checks which account each is tied to.
 */
describe('migration 0008 on contact messages stored before the sender was recorded', () => {
  let client: Awaited<ReturnType<typeof createTestDbClient>>;
  const senderOf = async (message: string) =>
    rowsOf<{ user_id: string | null }>(
      await client.db.execute(sql`select user_id from contact_messages where message = ${message}`),
    )[0]?.user_id;

  beforeAll(async () => {
    client = await createTestDbClient();
    await client.db.execute(
      sql`insert into users (id, name, email, email_verified) values ('u1', 'U', 'ada@example.com', true)`,
    );
    for (const [email, message] of [
      ['Ada@Example.com', 'old, in capitals'],
      ['ada@example.com', 'old, as registered'],
      ['nobody@example.com', 'old, no account'],
    ]) {
      await client.db.execute(
        sql`insert into contact_messages (name, email, message) values ('A', ${email}, ${message})`,
      );
    }
    expect(backfill).toHaveLength(1);
    await client.db.execute(sql.raw(backfill[0]!));
  });
  afterAll(async () => {
    await client.close();
  });

  it('ties each old message to the account with its address, in any case', async () => {
    expect(await senderOf('old, in capitals')).toBe('u1');
    expect(await senderOf('old, as registered')).toBe('u1');
  });

  it('leaves a message whose address has no account unlinked, so no later account inherits it', async () => {
    expect(await senderOf('old, no account')).toBeNull();
  });
});
