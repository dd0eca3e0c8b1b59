import { messages, type PaperInput } from '@venuescout/contracts';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LimitReachedAlert } from '../../components/limit-reached-alert';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { useCreateAnalysis } from '../../features/analyses/api/create-analysis';
import { EditAnalysisLoader } from '../../features/analyses/components/edit-analysis-loader';
import { RestoredPaperWizard } from '../../features/analyses/components/restored-paper-wizard';
import { usePaperDraft } from '../../features/analyses/hooks/use-paper-draft';
import { findPaperDraft } from '../../features/analyses/utils/paper-draft';
import { PaperFileDrop } from '../../features/paper-import/components/paper-file-drop';
import { ApiRequestError } from '../../lib/api-request-error';
import { getApiFieldErrors } from '../../lib/get-api-field-errors';

/**
 * `/submit`: describe the paper in three steps and get ranked venues. What is typed is kept as a draft
 * in the browser until it is submitted; `?from=<analysisId>` starts from that analysis's paper.
 */
export function SubmitRoute() {
  const me = useSignedInMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const editedId = searchParams.get('from');
  const editedTitle = readEditedTitle(location.state);
  const create = useCreateAnalysis();
  const draft = usePaperDraft(me.user.id);
  // Each paper read from a file starts the wizard afresh from it (a new key remounts it), keeping a theme
  // already typed, as papers carry none; a refused file leaves the wizard, and what was typed, alone.
  const [imported, setImported] = useState<{ count: number; paper?: PaperInput }>({ count: 0 });
  const importPaper = (paper: PaperInput) => {
    draft.flush();
    const typedTheme = findPaperDraft(window.localStorage, me.user.id)?.theme ?? '';
    const next = { ...paper, theme: paper.theme || typedTheme };
    draft.save(next);
    draft.flush();
    setImported(({ count }) => ({ count: count + 1, paper: next }));
  };
  const { currentSubmissions, maxSubmissions } = me.limits;
  // Decided when the page opens: a user already at the limit is told so before typing anything, while
  // a wizard in progress stays (with what was typed) even if the limit is reached meanwhile.
  const [isAtLimitOnOpen] = useState(() => maxSubmissions !== null && currentSubmissions >= maxSubmissions);
  const error = create.error;
  const isLimitError = error instanceof ApiRequestError && error.code === 'LIMIT_REACHED';
  const serverError =
    error instanceof ApiRequestError
      ? error.code === 'VALIDATION_FAILED' || isLimitError
        ? undefined
        : error.message || messages.unexpectedError
      : error
        ? messages.connectionError
        : undefined;

  return (
    <PageContainer
      title="Submit a Paper"
      description="Describe your paper and VenueScout ranks the venues that fit it."
      width="narrow"
    >
      <p className="mb-6 text-sm text-slate-600">
        {maxSubmissions === null
          ? messages.proUnlimited
          : `Free plan: ${currentSubmissions}/${maxSubmissions} submissions used`}
      </p>
      {isAtLimitOnOpen || isLimitError ? (
        <div className="mb-6">
          <LimitReachedAlert message={messages.submissionLimitReached} />
        </div>
      ) : null}
      {isAtLimitOnOpen || editedId ? null : <PaperFileDrop onImport={importPaper} />}
      {isAtLimitOnOpen ? null : editedId ? (
        <EditAnalysisLoader analysisId={editedId} userId={me.user.id} />
      ) : (
        <RestoredPaperWizard
          // A new visit (Start over, or an analysis loaded for editing) reads the draft afresh.
          key={`${location.key}:${imported.count}`}
          userId={me.user.id}
          importedPaper={imported.paper}
          editedTitle={editedTitle}
          onStartOver={() => {
            draft.discard();
            void navigate(paths.submit, { replace: true });
          }}
          isSubmitting={create.isPending}
          serverError={serverError}
          serverFieldErrors={getApiFieldErrors(error)}
          onChange={draft.save}
          onSubmit={(paper) =>
            create.mutate(paper, {
              onSuccess: (analysis) => {
                draft.discard();
                void navigate(`/matches/${analysis.submission.id}`);
              },
            })
          }
        />
      )}
    </PageContainer>
  );
}

/** The title the edit link put in the page's history state, if it did. */
function readEditedTitle(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('editedTitle' in state)) return null;
  return typeof state.editedTitle === 'string' ? state.editedTitle : null;
}
