import { messages } from '@venuescout/contracts';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { paths } from '../../config/paths';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { useCreateSubmission } from '../../features/submissions/api/create-submission';
import { PaperWizard } from '../../features/submissions/components/paper-wizard';
import { ApiRequestError } from '../../lib/api-request-error';
import { getApiFieldErrors } from '../../lib/get-api-field-errors';

/** `/submit`: describe the paper in three steps and get ranked venues. */
export function SubmitRoute() {
  const me = useSignedInMe();
  const navigate = useNavigate();
  const create = useCreateSubmission();
  const { currentSubmissions, maxSubmissions } = me.limits;
  const isAtLimit = maxSubmissions !== null && currentSubmissions >= maxSubmissions;
  const error = create.error;
  const serverError =
    error instanceof ApiRequestError
      ? error.code === 'VALIDATION_FAILED'
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
      <PaperWizard
        isSubmitting={create.isPending}
        serverError={serverError}
        serverFieldErrors={getApiFieldErrors(error)}
        onSubmit={(paper) => {
          // The server enforces the limit too; this only saves a pointless request.
          if (isAtLimit) {
            void navigate(paths.pricing);
            return;
          }
          create.mutate(paper, {
            onSuccess: (analysis) => void navigate(`/matches/${analysis.submission.id}`),
            onError: (failure) => {
              if (failure instanceof ApiRequestError && failure.code === 'LIMIT_REACHED')
                void navigate(paths.pricing);
            },
          });
        }}
      />
    </PageContainer>
  );
}
