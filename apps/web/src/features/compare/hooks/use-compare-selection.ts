import { useState } from 'react';
import { toggleComparedVenue } from '../utils/compare-selection';

/** The venues ticked for comparison on a results page, and whether the last tick was refused. */
export function useCompareSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const [isRefused, setIsRefused] = useState(false);
  const toggle = (venueId: string) => {
    const next = toggleComparedVenue(selected, venueId);
    setSelected(next.selected);
    setIsRefused(next.isRefused);
  };
  const clear = () => {
    setSelected([]);
    setIsRefused(false);
  };
  return { selected, isRefused, toggle, clear };
}
