import { messages, type PaperInput } from '@venuescout/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LimitReachedAlert } from '../../components/limit-reached-alert';
import { PageContainer } from '../../components/page-container';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { useCreateAnalysis } from '../../features/analyses/api/create-analysis';
import { PaperWizard } from '../../features/analyses/components/paper-wizard';
import { PaperFileDrop } from '../../features/paper-import/components/paper-file-drop';
import { ApiRequestError } from '../../lib/api-request-error';
import { getApiFieldErrors } from '../../lib/get-api-field-errors';

/** `/submit`: describe the paper in three steps and get ranked venues. */
export function SubmitRoute() {
  const me = useSignedInMe();
  const navigate = useNavigate();
  const create = useCreateAnalysis();
  const { currentSubmissions, maxSubmissions } = me.limits;
  // Each paper read from a file starts the wizard afresh from it (a new key remounts it); a refused file
  // leaves the wizard, and what was typed in it, alone.
  const [imported, setImported] = useState<{ count: number; paper?: PaperInput }>({ count: 0 });
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
      {isAtLimitOnOpen ? null : (
        <PaperFileDrop onImport={(paper) => setImported(({ count }) => ({ count: count + 1, paper }))} />
      )}
      {isAtLimitOnOpen ? null : (
        <PaperWizard
          key={imported.count}
          initialPaper={imported.paper}
          isSubmitting={create.isPending}
          serverError={serverError}
          serverFieldErrors={getApiFieldErrors(error)}
          onSubmit={(paper) =>
            create.mutate(paper, {
              onSuccess: (analysis) => void navigate(`/matches/${analysis.submission.id}`),
            })
          }
        />
      )}
    </PageContainer>
  );
}
