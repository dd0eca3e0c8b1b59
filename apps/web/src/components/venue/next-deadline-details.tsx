import type { VenueSummary } from '@venuescout/contracts';
import { DecisionAndAcceptance } from './decision-and-acceptance';
import { DeadlineText } from './deadline-text';

type NextDeadlineDetailsProps = {
  venue: Pick<VenueSummary, 'nextDeadline' | 'isRolling' | 'notification' | 'latestAcceptanceRate'>;
  className?: string;
};

/**
 * What a card or venue page says about the next deadline: the date as published, then when authors
 * hear back and the latest acceptance rate, in that order on every page.
 */
export function NextDeadlineDetails({ venue, className = 'flex flex-col gap-1' }: NextDeadlineDetailsProps) {
  return (
    <div className={className}>
      <DeadlineText deadline={venue.nextDeadline} isRolling={venue.isRolling} />
      <DecisionAndAcceptance
        notification={venue.notification}
        latestAcceptanceRate={venue.latestAcceptanceRate}
      />
    </div>
  );
}
