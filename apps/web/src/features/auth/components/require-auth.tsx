import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { paths } from '../../../config/paths';
import { useMe } from '../api/find-me';

/** Guards the protected routes: waits for the session, then sends signed-out visitors to sign in. */
export function RequireAuth() {
  const me = useMe();
  const location = useLocation();

  if (me.data) return <Outlet />;
  if (me.isPending) return <LoadingState label="Loading your session…" />;
  if (me.isError) {
    return (
      <ErrorState
        title="We could not check your session"
        message="Please check your internet connection and try again."
        onRetry={() => void me.refetch()}
      />
    );
  }
  const redirectTo = `${location.pathname}${location.search}`;
  return <Navigate to={`${paths.login}?${new URLSearchParams({ redirectTo })}`} replace />;
}
