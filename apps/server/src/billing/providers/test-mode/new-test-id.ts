import { randomBytes } from 'node:crypto';

/** A Stripe-like id for a test-mode object (`cus_test_…`, `sub_test_…`), random enough never to repeat. */
export const newTestId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
