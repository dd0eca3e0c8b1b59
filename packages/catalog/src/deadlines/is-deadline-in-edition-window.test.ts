import { describe, expect, it } from 'vitest';
import { isDeadlineInEditionWindow } from './is-deadline-in-edition-window.ts';

describe('isDeadlineInEditionWindow', () => {
  it.each([
    {
      case: 'EACL 2026: October before a March conference',
      at: '2025-10-07T11:59:59.000Z',
      year: 2026,
      start: '2026-03-24',
      fits: true,
    },
    {
      case: 'EACL 2027: an ARR deadline seven months ahead',
      at: '2026-08-04T11:59:59.000Z',
      year: 2027,
      start: '2027-03-09',
      fits: true,
    },
    {
      case: 'EACL 2024 given the 2026 call (after the year)',
      at: '2025-10-15T23:59:59.000Z',
      year: 2024,
      start: undefined,
      fits: false,
    },
    {
      case: 'SoftRob 2025 read with 2024 dates: deadline after the conference',
      at: '2024-10-31T22:59:59.000Z',
      year: 2024,
      start: '2024-04-23',
      fits: false,
    },
    {
      case: 'the same deadline for 2025 without dates',
      at: '2024-10-31T22:59:59.000Z',
      year: 2025,
      start: undefined,
      fits: true,
    },
    {
      case: 'FAccT "2025" dated June 2026: January 2026 is after 2025',
      at: '2026-01-14T11:59:59.000Z',
      year: 2025,
      start: undefined,
      fits: false,
    },
    { case: 'two years ahead', at: '2024-01-10T00:00:00.000Z', year: 2026, start: '2026-03-01', fits: false },
    {
      case: 'dates of another year are ignored',
      at: '2025-11-01T00:00:00.000Z',
      year: 2026,
      start: '2025-06-01',
      fits: true,
    },
  ])('$case', ({ at, year, start, fits }) => {
    expect(isDeadlineInEditionWindow(at, year, start)).toBe(fits);
  });
});
