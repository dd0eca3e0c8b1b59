import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@venuescout/db';
import type { BillingProvider } from './billing-provider.ts';
import { callProvider } from './call-provider.ts';

/** Finds the user's customer at the provider in use, or creates it: one customer per user and provider. */
export async function ensureBillingCustomer(options: {
  db: Db;
  provider: BillingProvider;
  userId: string;
  email: string;
  /** What the caller sees when the provider fails. */
  failureMessage: string;
}): Promise<string> {
  const { db, provider, userId } = options;
  const find = async () => {
    const [row] = await db
      .select({ customerId: schema.billingCustomers.customerId })
      .from(schema.billingCustomers)
      .where(
        and(eq(schema.billingCustomers.userId, userId), eq(schema.billingCustomers.provider, provider.kind)),
      );
    return row?.customerId;
  };
  const existing = await find();
  if (existing) return existing;
  const created = await callProvider(
    () => provider.createCustomer({ userId, email: options.email }),
    options.failureMessage,
  );
  // Two first checkouts of one user may race here; the first row wins and both use it.
  await db
    .insert(schema.billingCustomers)
    .values({ userId, provider: provider.kind, customerId: created })
    .onConflictDoNothing();
  return (await find()) ?? created;
}
