import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail, type TestClient } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { rowsOf } from '@venuescout/db';

const password = 'correct horse battery';

/** A contact message belongs to the account it was sent from, not to whatever address it gives. */
describe('contact messages and the account', () => {
  const t = useTestApp();

  const send = async (client: TestClient, email: string, message: string) => {
    const response = await client.request('/api/contact', { json: { name: 'Someone', email, message } });
    expect(response.status).toBe(201);
  };
  const exportedMessages = async (client: TestClient): Promise<string[]> =>
    (await jsonOf(await client.request('/api/account/export'))).contactMessages.map(
      (row: { message: string }) => row.message,
    );
  const messageCount = async (message: string) => {
    const result = rowsOf<{ n: number }>(
      await t.context.deps.db.execute(
        sql`select count(*)::int as n from contact_messages where message = ${message}`,
      ),
    );
    return Number(result[0]!.n);
  };

  it("keeps a stranger's message that gives the user's address out of the user's export", async () => {
    const email = uniqueEmail('victim');
    const victim = await t.signUpConfirmed(email, password);
    await send(t.newClient(), email, 'planted by a stranger');
    await send(t.newClient(), email.toUpperCase(), 'planted in capitals');
    expect(await exportedMessages(victim)).toEqual([]);
  });

  it('exports the messages the user sent signed in, whatever case or address they typed', async () => {
    const email = uniqueEmail('sender');
    const client = await t.signUpConfirmed(email, password);
    await send(client, email.toUpperCase(), 'typed in capitals');
    await send(client, 'work-address@example.org', 'typed another address');
    expect((await exportedMessages(client)).sort()).toEqual(['typed another address', 'typed in capitals']);
  });

  it('deletes with the account the messages it sent, but not those another account sent with its address', async () => {
    const email = uniqueEmail('leaving');
    const leaving = await t.signUpConfirmed(email, password);
    const other = await t.signUpConfirmed(uniqueEmail('staying'), password);
    await send(leaving, 'elsewhere@example.org', 'sent by the leaving account');
    await send(other, email, 'sent by another account');

    const deleted = await leaving.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password },
    });
    expect(deleted.status).toBe(204);
    expect(await messageCount('sent by the leaving account')).toBe(0);
    expect(await exportedMessages(other)).toEqual(['sent by another account']);
  });
});
