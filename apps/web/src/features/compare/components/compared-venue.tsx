import type { Match, VenueCore } from '@venuescout/contracts';
import type { ReactNode } from 'react';
import { DeadlineText } from '../../../components/venue/deadline-text';
import { RankBadges } from '../../../components/venue/rank-badges';
import { VenueHeading } from '../../../components/venue/venue-heading';
import { describeAcceptanceRate } from '../utils/describe-acceptance-rate';
import { describeDecision } from '../utils/describe-decision';

type ComparedVenueProps = {
  match: Match;
  /** Its place in the analysis, from 1. */
  place: number;
  /** The venue's facts as the catalog has them now (the analysis's copy until they load). */
  venue: VenueCore;
  /** The fit label and what it rests on, as the result cards show it. */
  fit: ReactNode;
  /** The venue's published papers like the researcher's, with their own heading. */
  similarPapers: ReactNode;
};

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 pt-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-1 text-sm text-slate-800">{children}</div>
    </div>
  );
}

/**
 * One column of a comparison. Its rows share the grid's rows (subgrid), so the same fact lines up
 * across the venues side by side; on a phone the columns stack as cards.
 */
export function ComparedVenue({ match, place, venue, fit, similarPapers }: ComparedVenueProps) {
  return (
    <li className="row-span-7 grid grid-rows-subgrid gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <VenueHeading venue={venue} />
        <p className="text-sm text-slate-600">Ranked #{place} for your paper</p>
      </div>
      <Row title="Fit">
        <p className="text-2xl font-bold text-indigo-700">{match.relevance}%</p>
        {fit}
      </Row>
      <Row title="Rank">
        {venue.ranks.core || venue.ranks.ccf || venue.ranks.thcpl ? (
          <RankBadges ranks={venue.ranks} />
        ) : (
          'Not ranked by CORE or CCF'
        )}
      </Row>
      <Row title="Next deadline">
        <DeadlineText deadline={venue.nextDeadline} isRolling={venue.isRolling} />
      </Row>
      <Row title="Decision">{describeDecision(venue.notification)}</Row>
      <Row title="Acceptance rate">{describeAcceptanceRate(venue.latestAcceptanceRate)}</Row>
      <div className="border-t border-slate-100 pt-2">
        {match.explanation.similarPapers.length > 0 ? (
          similarPapers
        ) : (
          <>
            <h3 className="text-sm font-semibold text-slate-900">Published papers like yours</h3>
            <p className="mt-1 text-sm text-slate-600">None found among its published papers.</p>
          </>
        )}
      </div>
    </li>
  );
}
