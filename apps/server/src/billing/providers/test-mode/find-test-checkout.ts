import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { TestCheckoutView } from '../../billing-provider.ts';
import { testCheckoutStatus } from './test-checkout-status.ts';

/** The user's own test checkout session as its page shows it, or null if they have no such session. */
export async function findTestCheckout(
  db: Db,
  options: { sessionId: string; userId: string; now: Date },
): Promise<TestCheckoutView | null> {
  const { sessionId, userId, now } = options;
  const [row] = await db
    .select({
      id: schema.testCheckoutSessions.id,
      status: schema.testCheckoutSessions.status,
      expiresAt: schema.testCheckoutSessions.expiresAt,
      cancelUrl: schema.testCheckoutSessions.cancelUrl,
      email: schema.users.email,
    })
    .from(schema.testCheckoutSessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.testCheckoutSessions.userId))
    .where(
      and(eq(schema.testCheckoutSessions.id, sessionId), eq(schema.testCheckoutSessions.userId, userId)),
    );
  if (!row) return null;
  return { id: row.id, status: testCheckoutStatus(row, now), email: row.email, cancelUrl: row.cancelUrl };
}
