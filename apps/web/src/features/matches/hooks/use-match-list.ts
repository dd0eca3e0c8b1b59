import { analysisVenueCounts, type Match } from '@venuescout/contracts';
import { useEffect, useRef, useState } from 'react';
import { arrangeMatches } from '../utils/arrange-matches';
import type { MatchFilters } from '../utils/filter-matches';

/**
 * The results list's state: the first twenty venues, "Show more" up to all the analysis stored, the
 * dismissed ones hidden unless asked for, and focus moved to a card that appears (the first one "Show
 * more" reveals, or one brought back) so keyboard and screen-reader users land on it.
 */
export function useMatchList(options: {
  matches: readonly Match[];
  dismissedVenueIds: readonly string[];
  filters: MatchFilters;
  now: Date;
}) {
  const [visibleCount, setVisibleCount] = useState<number>(analysisVenueCounts.shown);
  const [isDismissedShown, setIsDismissedShown] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const arranged = arrangeMatches({ ...options, isDismissedShown, visibleCount });

  useEffect(() => {
    const venueId = pendingFocus.current;
    if (venueId === null) return;
    pendingFocus.current = null;
    const index = arranged.visible.findIndex((match) => match.venue.id === venueId);
    const card = index === -1 ? null : listRef.current?.children.item(index);
    if (card instanceof HTMLElement) {
      card.tabIndex = -1;
      card.focus();
    }
  });

  return {
    ...arranged,
    listRef,
    isDismissedShown,
    toggleDismissedShown: () => setIsDismissedShown(!isDismissedShown),
    showMore: () => {
      pendingFocus.current = arranged.all[arranged.visible.length]?.venue.id ?? null;
      setVisibleCount(analysisVenueCounts.stored);
    },
    /** Moves focus to the venue's card once it is on screen again. */
    focusWhenShown: (venueId: string) => {
      pendingFocus.current = venueId;
    },
  };
}
