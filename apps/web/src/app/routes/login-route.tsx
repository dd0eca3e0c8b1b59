import { messages } from '@venuescout/contracts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/ui/form-alert';
import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/find-me';
import { LoginForm } from '../../features/auth/components/login-form';
import { getSafeRedirectPath } from '../../features/auth/utils/get-safe-redirect-path';

/** `/login`: sign in, then continue to the page that asked for it (or the dashboard). */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const requestedPath = searchParams.get('redirectTo');
  const me = useMe();

  // Signing in refreshes the session; as soon as it names a user, move on.
  if (me.data) return <Navigate to={getSafeRedirectPath(requestedPath)} replace />;

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your VenueScout account."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} className="font-medium text-indigo-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      {/* Deleting the account lands here; a confirmation link opened in another browser confirms the
          address without signing in. */}
      {searchParams.get('deleted') === '1' ? (
        <div className="mb-5">
          <FormAlert tone="success">{messages.accountDeleted}</FormAlert>
        </div>
      ) : searchParams.get('confirmed') === '1' ? (
        <div className="mb-5">
          <FormAlert tone="success">{messages.emailConfirmedSignIn}</FormAlert>
        </div>
      ) : (
        requestedPath && (
          <div className="mb-5">
            <FormAlert tone="info">Please sign in to continue.</FormAlert>
          </div>
        )
      )}
      <LoginForm />
    </AuthCard>
  );
}
