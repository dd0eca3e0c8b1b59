import { z } from 'zod';
import { NextDeadlineSchema, VenueNameSchema } from './venues.ts';

/** One deadline of a venue the user follows (`GET /api/deadlines`). */
export const UserDeadlineSchema = z.object({
  /** The venue. */
  venue: VenueNameSchema,
  /** The deadline: a published instant, or one estimated from a past edition. */
  deadline: NextDeadlineSchema,
  /** Why it is listed: a favourite, or a venue of one of the user's analyses. */
  source: z.enum(['match', 'favorite']),
});
export type UserDeadline = z.infer<typeof UserDeadlineSchema>;

/** The user's deadlines, earliest first. */
export const UserDeadlineListSchema = z.object({
  /** Deadlines, earliest first. */
  items: z.array(UserDeadlineSchema),
});

/**
 * How an estimated date names its basis, the same on every page and export: "estimated from the 2026
 * edition" says which edition's date was repeated, where a bare year read like the year of the deadline.
 */
export function describeEstimate(basisYear: number): string {
  return `estimated from the ${basisYear} edition`;
}
