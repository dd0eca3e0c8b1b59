import type { VenueSummary } from '@venuescout/contracts';
import { areaLabels, regionLabels } from '../../../lib/area-labels';
import { NextDeadlineDetails } from '../../../components/venue/next-deadline-details';
import { RankBadges } from '../../../components/venue/rank-badges';
import { VenueHeading } from '../../../components/venue/venue-heading';

/** One venue in the catalog list. */
export function VenueCard({ venue }: { venue: VenueSummary }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <VenueHeading venue={venue} />
          <p className="text-sm text-slate-600">
            {venue.type === 'journal' ? 'Journal' : 'Conference'}
            {venue.region ? ` · ${regionLabels[venue.region]}` : ''}
            {venue.areas.length > 0
              ? ` · ${venue.areas.map((area) => areaLabels[area] ?? area).join(', ')}`
              : ''}
          </p>
          <RankBadges ranks={venue.ranks} />
        </div>
        <NextDeadlineDetails
          venue={venue}
          className="flex shrink-0 flex-col gap-1 sm:max-w-xs sm:items-end sm:text-right"
        />
      </div>
    </li>
  );
}
