import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-request-error';
import { useAnalysis } from '../api/get-analysis';
import { updatePaperDraft } from '../utils/paper-draft';

type EditAnalysisLoaderProps = { analysisId: string; userId: string };

/**
 * Loads an analysis's paper into the user's draft and opens the wizard on it. Through the draft, not
 * a prop: a reload while editing then keeps the edits, as it does for any paper being typed.
 */
export function EditAnalysisLoader({ analysisId, userId }: EditAnalysisLoaderProps) {
  const analysis = useAnalysis(analysisId);
  const navigate = useNavigate();
  const submission = analysis.data?.submission;
  useEffect(() => {
    if (!submission) return;
    const { title, theme, abstract, keywords } = submission;
    updatePaperDraft(window.localStorage, userId, { title, theme, abstract, keywords });
    void navigate(paths.submit, { replace: true, state: { editedTitle: title } });
  }, [submission, userId, navigate]);

  if (!analysis.isError) return <LoadingState label="Loading the paper…" />;
  const isMissing = analysis.error instanceof ApiRequestError && analysis.error.status === 404;
  return (
    <p role="alert" className="text-slate-700">
      {isMissing
        ? 'There is no analysis of yours to edit at this address. '
        : 'The analysis to edit could not be loaded. '}
      <Link to={paths.submit} className="font-medium text-indigo-700 underline">
        Start with an empty paper
      </Link>
    </p>
  );
}
