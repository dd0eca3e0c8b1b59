import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@venuescout/contracts';
import { schema, type Db } from '@venuescout/db';

/** The newest outbox messages first (at most `limit`). */
export async function listOutboxMessages(options: { db: Db; limit: number }): Promise<OutboxMessage[]> {
  const rows = await options.db
    .select()
    .from(schema.outboxMessages)
    .orderBy(desc(schema.outboxMessages.createdAt), desc(schema.outboxMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
