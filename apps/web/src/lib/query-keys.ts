/**
 * Query keys more than one feature refreshes. The signed-in user carries the plan's usage counts, so
 * every write that changes them (analyses, favourites, billing, settings) invalidates it.
 */
export const meQueryKey = ['me'] as const;
