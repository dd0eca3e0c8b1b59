import { Navigate } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { paths } from '../../config/paths';
import { useAnalyses } from '../../features/analyses/api/list-analyses';

/** `/matches`: the latest analysis's results, or the wizard when there is none yet. */
export function MatchesRoute() {
  const analyses = useAnalyses();
  if (analyses.isPending) return <LoadingState label="Loading your analyses…" />;
  if (analyses.isError) {
    return (
      <ErrorState
        title="Could not load your analyses"
        message="Please try again."
        onRetry={() => void analyses.refetch()}
      />
    );
  }
  const [latest] = analyses.data.items;
  return <Navigate to={latest ? `/matches/${latest.id}` : paths.submit} replace />;
}
