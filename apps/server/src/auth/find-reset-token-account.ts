import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';

/**
 * The account a password-reset token belongs to, or null for a token that is unknown. better-auth keeps
 * the token as the verification row `reset-password:<token>` whose value is the user id; whether the
 * token is still valid is left to better-auth, which checks it when it sets the password.
 */
export async function findResetTokenAccount(
  db: Db,
  token: string,
): Promise<{ email: string; name: string } | null> {
  const [account] = await db
    .select({ email: schema.users.email, name: schema.users.name })
    .from(schema.verifications)
    .innerJoin(schema.users, eq(schema.users.id, schema.verifications.value))
    .where(eq(schema.verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return account ?? null;
}
