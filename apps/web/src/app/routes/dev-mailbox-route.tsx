import { RefreshCw } from 'lucide-react';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { useOutboxMessages } from '../../features/mailbox/api/list-outbox-messages';
import { OutboxMessageCard } from '../../features/mailbox/components/outbox-message-card';
import { ApiRequestError } from '../../lib/api-request-error';

function MailboxContent() {
  const outbox = useOutboxMessages();
  if (outbox.isPending) return <LoadingState label="Loading messages…" />;
  if (outbox.isError) {
    const isDisabled = outbox.error instanceof ApiRequestError && outbox.error.status === 404;
    return isDisabled ? (
      <p className="text-slate-600">
        The development mailbox is turned off on this server, which sends real e-mail.
      </p>
    ) : (
      <ErrorState
        title="Could not load the mailbox"
        message="Please try again."
        onRetry={() => void outbox.refetch()}
      />
    );
  }
  return (
    <>
      <div className="mb-6 flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {outbox.data.length === 1 ? '1 message' : `${outbox.data.length} messages`}, newest first
        </p>
        <button
          type="button"
          onClick={() => void outbox.refetch()}
          className={buttonClassName({ variant: 'secondary' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </button>
      </div>
      {outbox.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No messages yet. Register an account or request a password reset to see one here.
        </p>
      ) : (
        <div className="space-y-4">
          {outbox.data.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </div>
      )}
    </>
  );
}

/** `/dev/mailbox`: the e-mails the app would have sent, for development without a mail server. */
export function DevMailboxRoute() {
  return (
    <PageContainer
      title="Development mailbox"
      description="This is the development mailbox: e-mails the app sends are stored here instead of being delivered."
      width="narrow"
    >
      <MailboxContent />
    </PageContainer>
  );
}
