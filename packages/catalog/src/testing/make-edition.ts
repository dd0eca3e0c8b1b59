import type { Deadline, Edition } from '../model/venue.ts';

/**
 * An edition from ccf-deadlines for tests: each deadline is a paper deadline in UTC at `defaults.at`
 * (1 Jan 2026 unless given) unless it says otherwise.
 */
export function makeEdition(
  year: number,
  deadlines: Partial<Deadline>[],
  defaults: Partial<Deadline> = {},
): Edition {
  return {
    year,
    source: 'ccf-deadlines',
    deadlines: deadlines.map((deadline) => ({
      kind: 'paper',
      at: '2026-01-01T00:00:00.000Z',
      timezone: 'UTC',
      source: 'ccf-deadlines',
      ...defaults,
      ...deadline,
    })),
  };
}
