import type { Auth } from '../auth/create-auth.ts';
import { AppError } from '../lib/app-error.ts';

const wrongPassword = 'The password is not correct.';

/** Checks the signed-in user's password with better-auth; a wrong one is a 400 on the `password` field. */
export async function verifyAccountPassword(options: {
  auth: Auth;
  headers: Headers;
  password: string;
}): Promise<void> {
  const { auth, headers, password } = options;
  const isCorrect = await auth.api
    .verifyPassword({ body: { password }, headers })
    .then((result) => result.status === true)
    // better-auth answers a wrong password by throwing its APIError; anything else is a real failure.
    .catch((error: unknown) => {
      if (error instanceof Error && error.name === 'APIError') return false;
      throw error;
    });
  if (!isCorrect) {
    throw new AppError('VALIDATION_FAILED', wrongPassword, [{ path: 'password', message: wrongPassword }]);
  }
}
