import type { LoadUser } from './seed-load-users.ts';

/**
 * Makes each user Pro the way a customer does in test mode: POST /api/billing/checkout, then complete
 * that test checkout. Going through the API (not writing subscriptions directly) keeps the billing
 * sync the only writer of subscription rows.
 */
export async function upgradeToPro(base: string, users: LoadUser[], concurrency = 8): Promise<void> {
  let next = 0;
  const upgradeNext = async (): Promise<void> => {
    for (let user = users[next++]; user; user = users[next++]) {
      const headers = { 'content-type': 'application/json', origin: base, cookie: user.cookie };
      const checkout = await fetch(`${base}/api/billing/checkout`, { method: 'POST', headers, body: '{}' });
      if (checkout.status !== 201)
        throw new Error(`checkout failed: ${checkout.status} ${await checkout.text()}`);
      const { url } = (await checkout.json()) as { url: string };
      const sessionId = new URL(url).pathname.split('/').at(-1);
      const completed = await fetch(`${base}/api/billing/test-checkout/${sessionId}/complete`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      if (!completed.ok) throw new Error(`checkout completion failed: ${completed.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, upgradeNext));
  const me = await fetch(`${base}/api/me`, { headers: { cookie: users[0]!.cookie } });
  const { plan } = (await me.json()) as { plan?: string };
  if (plan !== 'pro') throw new Error(`a user is still on the ${plan ?? 'unknown'} plan after checkout`);
}
