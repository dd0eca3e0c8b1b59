import { formatPublishedDate, type AcceptanceRate, type Notification } from '@venuescout/contracts';

type DecisionAndAcceptanceProps = {
  notification: Notification | null;
  latestAcceptanceRate: AcceptanceRate | null;
};

const weeks = (count: number) => (count === 1 ? '1 week' : `${count} weeks`);

/** "Decision … · ~10 weeks later" (or an estimate of the gap) and "Acceptance 23.5 % (2025, source)". */
export function DecisionAndAcceptance({ notification, latestAcceptanceRate }: DecisionAndAcceptanceProps) {
  if (!notification && !latestAcceptanceRate) return null;
  return (
    <span className="inline-flex flex-col text-sm text-slate-700">
      {notification ? <span>{describeNotification(notification)}</span> : null}
      {latestAcceptanceRate ? (
        <span>
          Acceptance {(latestAcceptanceRate.rate * 100).toFixed(1)} % ({latestAcceptanceRate.year},{' '}
          {latestAcceptanceRate.source})
        </span>
      ) : null}
    </span>
  );
}

function describeNotification(notification: Notification): string {
  if (notification.estimated) {
    const basis = notification.basisYear ? ` (estimated from ${notification.basisYear})` : ' (estimated)';
    return `Decision ~${weeks(notification.weeksAfterDeadline)} after the deadline${basis}`;
  }
  const date = formatPublishedDate(notification.published);
  return `Decision ${date} · ~${weeks(notification.weeksAfterDeadline)} later`;
}
