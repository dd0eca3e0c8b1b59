import type { SessionUser } from '../app-env.ts';
import type { Auth } from './create-auth.ts';
import { endExpiredSession } from './end-expired-session.ts';

/** The signed-in user of a request, or null without a live session (one past its lifetime is ended). */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session || (await endExpiredSession(auth, session.session))) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    createdAt: session.user.createdAt,
  };
}
