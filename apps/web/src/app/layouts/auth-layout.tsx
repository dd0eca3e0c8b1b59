import { Outlet } from 'react-router';

/** A quiet backdrop for the sign-in, registration and password-reset cards. */
export function AuthLayout() {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-indigo-50 via-white to-white px-4 py-10 sm:items-center sm:py-16">
      <Outlet />
    </main>
  );
}
