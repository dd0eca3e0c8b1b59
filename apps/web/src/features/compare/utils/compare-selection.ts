/** A comparison needs two venues to be one, and more than four no longer fit side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The refusal shown when a fifth venue is ticked. */
export const tooManyComparedMessage = `You can compare up to ${MAX_COMPARED} venues at a time. Untick one to add another.`;

/** Ticks or unticks a venue; a tick beyond the maximum is refused and leaves the selection as it was. */
export function toggleComparedVenue(
  selected: readonly string[],
  venueId: string,
): { selected: string[]; isRefused: boolean } {
  if (selected.includes(venueId)) {
    return { selected: selected.filter((id) => id !== venueId), isRefused: false };
  }
  if (selected.length >= MAX_COMPARED) return { selected: [...selected], isRefused: true };
  return { selected: [...selected, venueId], isRefused: false };
}

/**
 * The venues a comparison's address names, in its order: the analysis's own venues only, each once, at
 * most four; an address edited by hand cannot show a venue of another analysis.
 */
export function readComparedVenueIds(param: string | null, analysisVenueIds: readonly string[]): string[] {
  const known = new Set(analysisVenueIds);
  const ids = (param ?? '').split(',').filter((id) => known.has(id));
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}
