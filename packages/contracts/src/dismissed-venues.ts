import { z } from 'zod';

/** How many of an analysis's ranked venues it stores; the results page shows `shown` of them at first. */
export const analysisVenueCounts = {
  /** Ranked venues stored per analysis, and so the most that can be dismissed from one. */
  stored: 50,
  /** Venues the results page, the deadlines and the change alerts take from each analysis. */
  shown: 20,
} as const;

/** The venue named in `PUT` and `DELETE /api/submissions/:id/dismissed/:venueId`. */
export const DismissedVenueParamsSchema = z.object({
  /** Catalog id of one of the analysis's stored venues, such as `conf/acl`. */
  venueId: z.string().trim().min(1, 'Venue is required').max(200),
});
export type DismissedVenueParams = z.infer<typeof DismissedVenueParamsSchema>;

/** The analysis's dismissed venues after a dismissal or an undo. */
export const DismissedVenuesSchema = z.object({
  /** Catalog ids of the venues the researcher dismissed from this analysis, in ranked order. */
  dismissedVenueIds: z.array(z.string()).max(analysisVenueCounts.stored),
});
export type DismissedVenues = z.infer<typeof DismissedVenuesSchema>;
