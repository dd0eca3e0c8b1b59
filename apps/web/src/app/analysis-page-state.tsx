import type { UseQueryResult } from '@tanstack/react-query';
import type { Analysis } from '@venuescout/contracts';
import { Link } from 'react-router';
import { PageContainer } from '../components/page-container';
import { ErrorState } from '../components/ui/error-state';
import { LoadingState } from '../components/ui/loading-state';
import { paths } from '../config/paths';
import { ApiRequestError } from '../lib/api-request-error';

/** What a page of one analysis shows until the analysis has loaded: loading, not found or an error. */
export function AnalysisPageState({ analysis }: { analysis: UseQueryResult<Analysis> }) {
  if (analysis.isPending) return <LoadingState label="Loading the analysis…" />;
  const isMissing = analysis.error instanceof ApiRequestError && analysis.error.status === 404;
  return (
    <PageContainer title={isMissing ? 'Analysis not found' : 'Could not load the analysis'}>
      {isMissing ? (
        <p className="text-slate-700">
          There is no analysis of yours at this address.{' '}
          <Link to={paths.submit} className="font-medium text-indigo-700 underline">
            Submit a paper
          </Link>
        </p>
      ) : (
        <ErrorState
          title="Could not load the analysis"
          message="Please try again."
          onRetry={() => void analysis.refetch()}
        />
      )}
    </PageContainer>
  );
}
