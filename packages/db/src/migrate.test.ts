import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { createTestDbClient } from './testing/create-test-db-client.ts';

describe('migrate', () => {
  let client: Awaited<ReturnType<typeof createTestDbClient>>;
  beforeAll(async () => {
    client = await createTestDbClient();
  });
  afterAll(async () => {
    await client.close();
  });

  it('creates every table the application uses', async () => {
    const result = await client.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'accounts',
        'contact_messages',
        'outbox_messages',
        'rate_limits',
        'sessions',
        'users',
        'verifications',
      ]),
    );
  });

  it('is safe to run again on a migrated database', async () => {
    await expect(migrate(client)).resolves.toBeUndefined();
  });

  it('answers a ping', async () => {
    await expect(client.ping()).resolves.toBeUndefined();
  });
});
