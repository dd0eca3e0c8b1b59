import { and, eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's analysis row. Another user's id, and an id that is not a UUID (which the database would
 * refuse with an error), are answered exactly like a missing one (404).
 */
export async function getOwnedAnalysisRow(
  db: Db | Tx,
  userId: string,
  analysisId: string,
): Promise<typeof schema.submissions.$inferSelect> {
  const [analysis] = uuidPattern.test(analysisId)
    ? await db
        .select()
        .from(schema.submissions)
        .where(and(eq(schema.submissions.id, analysisId), eq(schema.submissions.userId, userId)))
    : [];
  if (!analysis) throw new AppError('NOT_FOUND', 'No analysis with this id.');
  return analysis;
}
