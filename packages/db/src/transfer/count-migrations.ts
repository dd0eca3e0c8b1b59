import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';

/** How many migrations the database has applied (drizzle's journal), or 0 before the first. */
export async function countMigrations(tx: Tx): Promise<number> {
  const journal = (await tx.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )) as unknown as { rows: { exists: boolean }[] };
  if (!journal.rows[0]?.exists) return 0;
  const result = (await tx.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}
