import type { Match } from '@venuescout/contracts';
import { ChevronDown, Heart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonClassName } from '../../../components/ui/button-class-name';
import { RankBadges } from '../../../components/venue/rank-badges';
import { regionLabels } from '../../../lib/area-labels';
import { NextDeadlineDetails } from '../../../components/venue/next-deadline-details';
import { MatchFit } from './match-evidence';
import { MatchWhy } from './match-why';
import { SimilarPapers } from './similar-papers';
import { VenueHeading } from '../../../components/venue/venue-heading';

type MatchCardProps = {
  match: Match;
  isFavorite: boolean;
  isSaving: boolean;
  onSave: () => void;
  /** Why "Save to favorites" was refused, shown beside the button. */
  saveRefusal?: ReactNode;
  /** The card's "Compare" tick box, beside its other actions. */
  compareToggle?: ReactNode;
  /** Dismissing the venue from the list (or restoring it), shown after the other actions. */
  dismissAction?: ReactNode;
};

const adviceGroups = [
  ['contentAlignmentTips', 'Content alignment'],
  ['formattingGuidelines', 'Formatting guidelines'],
  ['scopeAdjustments', 'Scope adjustments'],
  ['requiredSections', 'Required sections'],
] as const;

/**
 * One ranked venue: relevance, facts, deadline, published papers like the researcher's, and on demand
 * its advice and why it was matched.
 */
export function MatchCard({
  match,
  isFavorite,
  isSaving,
  onSave,
  saveRefusal,
  compareToggle,
  dismissAction,
}: MatchCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { venue, recommendations, explanation } = match;
  const detailsId = `advice-${venue.id.replace(/\W/g, '-')}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex shrink-0 flex-col gap-1 sm:w-32">
          <p
            className="text-3xl font-bold text-indigo-700"
            aria-label={`Relevance ${match.relevance} percent`}
          >
            {match.relevance}%
          </p>
          <MatchFit match={match} />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <VenueHeading venue={venue} />
          <p className="text-sm text-slate-600">
            {venue.type === 'journal' ? 'Journal' : 'Conference'}
            {venue.region ? ` · ${regionLabels[venue.region]}` : ''}
          </p>
          <RankBadges ranks={venue.ranks} />
          <p className="text-sm text-slate-700">{venue.description}</p>
          <NextDeadlineDetails venue={venue} />
          <SimilarPapers papers={explanation.similarPapers} />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col">
          <button
            type="button"
            className={buttonClassName({ variant: isFavorite ? 'secondary' : 'primary' })}
            disabled={isFavorite || isSaving}
            onClick={onSave}
          >
            <Heart aria-hidden="true" className="size-4" />
            {isFavorite ? 'Saved' : 'Save to favorites'}
          </button>
          {venue.url ? (
            <a
              href={venue.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'secondary' })}
            >
              Visit site
            </a>
          ) : null}
          {compareToggle}
          {dismissAction}
        </div>
      </div>
      {saveRefusal ? <div className="mt-4">{saveRefusal}</div> : null}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen(!isOpen)}
        className="mt-4 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
        {isOpen ? 'Hide advice' : 'Show advice and why this venue'}
      </button>
      {isOpen ? (
        <div id={detailsId} className="mt-3 grid gap-4 border-t border-slate-100 pt-3 text-sm md:grid-cols-2">
          <MatchWhy explanation={explanation} />
          {adviceGroups.map(([key, title]) =>
            recommendations[key].length > 0 ? (
              <section key={key}>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <ul className="list-disc space-y-1 pl-5 text-slate-700">
                  {recommendations[key].map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
          {recommendations.wordLimitInfo ? (
            <section>
              <h3 className="font-semibold text-slate-900">Length</h3>
              <p className="text-slate-700">{recommendations.wordLimitInfo}</p>
            </section>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
