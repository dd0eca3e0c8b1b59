import { eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses a registration for an address that already has an account. The specification tells a
 * returning user that the account exists (§8), which better-auth would hide behind a generic answer
 * when confirmation is required; the sign-up route's per-IP limit bounds probing.
 */
export async function refuseRegisteredEmail(options: { db: Db; email: string }): Promise<void> {
  const rows = await options.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, options.email))
    .limit(1);
  if (rows.length > 0) {
    throw new AppError(
      'CONFLICT',
      'User already exists. Use another email.',
      undefined,
      undefined,
      'USER_ALREADY_EXISTS',
    );
  }
}
