import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { rowsOf } from '../rows-of.ts';

/** How many migrations the database has applied (drizzle's journal), or 0 before the first. */
export async function countMigrations(tx: Tx): Promise<number> {
  const journal = rowsOf<{ exists: boolean }>(
    await tx.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`),
  );
  if (!journal[0]?.exists) return 0;
  const result = rowsOf<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return result[0]!.count;
}
