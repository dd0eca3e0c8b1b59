/**
 * Signs up through a running server's API, follows the confirmation link from the dev mailbox and
 * signs in; returns the session cookie (`name=value`) to send with later requests.
 */
export async function signUpOverHttp(options: {
  baseUrl: string;
  email: string;
  password?: string;
}): Promise<string> {
  const { baseUrl, email, password = 'correct horse battery' } = options;
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mailbox = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = mailbox
    .find((message) => message.to === email)
    ?.links.find((url) => url.includes('/verify-email'));
  if (!link) throw new Error(`no confirmation link for ${email}`);
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0];
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  return cookie;
}
