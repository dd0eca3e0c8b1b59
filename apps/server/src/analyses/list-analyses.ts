import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';

/** The user's analyses, newest first. */
export async function listAnalyses(options: { db: Db; userId: string; limit?: number }) {
  return options.db
    .select()
    .from(schema.submissions)
    .where(eq(schema.submissions.userId, options.userId))
    .orderBy(desc(schema.submissions.createdAt), desc(schema.submissions.id))
    .limit(options.limit ?? 500);
}
