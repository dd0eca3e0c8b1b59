import { Navigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../config/paths';
import { useSubmissions } from '../../features/submissions/api/list-submissions';

/** `/matches`: the latest analysis's results, or the wizard when there is none yet. */
export function MatchesRoute() {
  const submissions = useSubmissions();
  if (submissions.isPending) return <LoadingState label="Loading your analyses…" />;
  if (submissions.isError) {
    return (
      <ErrorState
        title="Could not load your analyses"
        message="Please try again."
        onRetry={() => void submissions.refetch()}
      />
    );
  }
  const [latest] = submissions.data.items;
  return <Navigate to={latest ? `/matches/${latest.id}` : paths.submit} replace />;
}
