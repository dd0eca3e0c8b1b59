import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { editAnalysisPath, paths } from '../../config/paths';
import { useAnalyses } from '../../features/analyses/api/list-analyses';
import { formatLongDate } from '../../lib/format-long-date';

/** `/history`: every analysis, newest first; each opens its own results. */
export function HistoryRoute() {
  const analyses = useAnalyses();
  return (
    <PageContainer
      title="Submission History"
      description="Every paper you analysed, newest first."
      width="wide"
    >
      {analyses.isPending ? (
        <LoadingState label="Loading your analyses…" />
      ) : analyses.isError ? (
        <ErrorState
          title="Could not load your analyses"
          message="Please try again."
          onRetry={() => void analyses.refetch()}
        />
      ) : analyses.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          <p>No analyses yet.</p>
          <Link to={paths.submit} className={buttonClassName({ className: 'mt-4' })}>
            Submit a Paper
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Analyses">
          {analyses.data.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/matches/${item.id}`}
                className="block rounded-2xl border border-slate-200 bg-white p-5 hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="block text-lg font-semibold text-slate-900">{item.title}</span>
                <span className="block text-sm text-slate-600">
                  {item.theme} · {formatLongDate(item.createdAt)}
                </span>
                <span className="mt-2 flex flex-wrap gap-2">
                  {item.keywords.map((keyword) => (
                    <span
                      key={keyword}
                      className="rounded-full bg-slate-100 px-3 py-0.5 text-sm text-slate-700"
                    >
                      {keyword}
                    </span>
                  ))}
                </span>
              </Link>
              <div className="mt-1 text-right">
                <Link
                  to={editAnalysisPath(item.id)}
                  className="rounded text-sm font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  Edit and re-run<span className="sr-only"> “{item.title}”</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
