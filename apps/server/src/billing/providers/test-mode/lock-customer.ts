import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@venuescout/db';

/** Takes the row lock on the customer that serialises its checkouts and payments. */
export async function lockCustomer(tx: Tx, customerId: string): Promise<void> {
  await tx
    .select({ customerId: schema.billingCustomers.customerId })
    .from(schema.billingCustomers)
    .where(eq(schema.billingCustomers.customerId, customerId))
    .for('update');
}
