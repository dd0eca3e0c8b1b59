import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type DbClient } from '@venuescout/db';
import { createTestDbClient } from '@venuescout/db/testing';
import { createLogger } from '../lib/logger.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import { syncCustomerSubscriptions } from './sync-customer-subscriptions.ts';

/** A provider whose answers the test releases by hand, to play out slow and overlapping requests. */
function heldProvider() {
  const pending: { resolve: (value: ProviderSubscription[]) => void }[] = [];
  const provider: BillingProvider = {
    kind: 'stripe',
    capabilities: { portal: null, webhooks: null, testCheckout: null },
    createCustomer: () => Promise.reject(new Error('not used')),
    createCheckoutSession: () => Promise.reject(new Error('not used')),
    cancelSubscription: () => Promise.reject(new Error('not used')),
    resumeSubscription: () => Promise.reject(new Error('not used')),
    listSubscriptions: () => new Promise((resolve) => pending.push({ resolve })),
  };
  return { provider, pending };
}

const subscription = (status: string): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status,
  priceId: 'price_pro',
  currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
  cancelAt: null,
});

const sent: MailMessage[] = [];
const mail = {
  mailer: {
    kind: 'outbox' as const,
    send: async (message: MailMessage) => void sent.push(message),
    close: async () => {},
  },
  appUrl: 'http://localhost:3000',
  logger: createLogger('silent'),
};

const waitFor = async (condition: () => boolean) => {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(condition()).toBe(true);
};

describe('syncCustomerSubscriptions', () => {
  let client: DbClient;
  beforeAll(async () => {
    client = await createTestDbClient();
    await client.db.insert(schema.users).values({ id: 'u1', name: 'U', email: 'u1@example.com' });
    await client.db
      .insert(schema.billingCustomers)
      .values({ userId: 'u1', provider: 'stripe', customerId: 'cus_1' });
  });
  afterAll(async () => {
    await client.close();
  });

  const statusOf = async () =>
    (await client.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, 'sub_1')))[0]
      ?.status;

  it('keeps the answer of the later sync when an earlier one answers last', async () => {
    const { provider, pending } = heldProvider();
    const older = syncCustomerSubscriptions({ db: client.db, provider, customerId: 'cus_1', mail });
    await waitFor(() => pending.length === 1);
    const newer = syncCustomerSubscriptions({ db: client.db, provider, customerId: 'cus_1', mail });
    await waitFor(() => pending.length === 2);

    // The later sync sees the cancellation and lands first; the earlier one's stale answer comes after.
    pending[1]!.resolve([subscription('canceled')]);
    expect(await newer).toBe('applied');
    pending[0]!.resolve([subscription('active')]);
    expect(await older).toBe('applied');
    expect(await statusOf()).toBe('canceled');
  });

  it('ignores subscriptions the provider lists under another customer', async () => {
    const { provider, pending } = heldProvider();
    const sync = syncCustomerSubscriptions({ db: client.db, provider, customerId: 'cus_1', mail });
    await waitFor(() => pending.length === 1);
    pending[0]!.resolve([{ ...subscription('active'), id: 'sub_foreign', customerId: 'cus_2' }]);
    await sync;
    const rows = await client.db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.id, 'sub_foreign'));
    expect(rows).toEqual([]);
  });

  it('e-mails one receipt when two syncs take in the same new payment at once', async () => {
    await client.db.insert(schema.users).values({ id: 'u2', name: 'U', email: 'u2@example.com' });
    await client.db
      .insert(schema.billingCustomers)
      .values({ userId: 'u2', provider: 'stripe', customerId: 'cus_2' });
    const { provider, pending } = heldProvider();
    const syncs = [0, 1].map(() =>
      syncCustomerSubscriptions({ db: client.db, provider, customerId: 'cus_2', mail }),
    );
    await waitFor(() => pending.length === 2);
    const paid = { ...subscription('active'), id: 'sub_2', customerId: 'cus_2' };
    for (const answer of pending) answer.resolve([paid]);
    expect(await Promise.all(syncs)).toEqual(['applied', 'applied']);
    expect(
      sent.filter((message) => message.to === 'u2@example.com').map((message) => message.subject),
    ).toEqual(['Your VenueScout Pro receipt']);
  });

  it('records an event for an unknown customer without asking the provider', async () => {
    const { provider, pending } = heldProvider();
    const deliverNobodysEvent = () =>
      syncCustomerSubscriptions({
        db: client.db,
        provider,
        customerId: 'cus_nobody',
        mail,
        event: { id: 'evt_nobody', type: 'invoice.paid', customerId: 'cus_nobody' },
      });
    const outcome = await deliverNobodysEvent();
    expect(outcome).toBe('unknown-customer');
    expect(pending).toHaveLength(0);
    const again = await deliverNobodysEvent();
    expect(again).toBe('duplicate');
  });
});
