import { and, eq, like, ne } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';

// better-auth keeps each reset token as a verification row `reset-password:<token>` whose value is the
// user id.
const resetPrefix = 'reset-password:';

/**
 * Deletes the user's password-reset tokens, except `keepToken` (the one just issued): a reset link stays
 * usable only while it is the newest and the password has not changed since it was sent.
 */
export async function deleteResetTokens(db: Db, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(schema.verifications)
    .where(
      and(
        eq(schema.verifications.value, userId),
        like(schema.verifications.identifier, `${resetPrefix}%`),
        keepToken ? ne(schema.verifications.identifier, `${resetPrefix}${keepToken}`) : undefined,
      ),
    );
}
