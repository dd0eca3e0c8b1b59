import { describe, expect, it } from 'vitest';
import { parseDateRangeText } from './parse-date-range-text.ts';

describe('parseDateRangeText', () => {
  it.each([
    ['February 21-25, 2022', '2022-02-21', '2022-02-25'],
    ['February 27 - March 3, 2023', '2023-02-27', '2023-03-03'],
    ['October 29-November 02, 2023', '2023-10-29', '2023-11-02'],
    ['September 26- October 01, 2022', '2022-09-26', '2022-10-01'],
    ['January 20 - 27, 2026', '2026-01-20', '2026-01-27'],
    ['February 07-10 , 2022', '2022-02-07', '2022-02-10'],
    ['November 22-26 2026', '2026-11-22', '2026-11-26'],
    ['October, 9-13, 2023', '2023-10-09', '2023-10-13'],
    ['Oct. 6-10, 2025', '2025-10-06', '2025-10-10'],
    ['Sept 14-18, 2026', '2026-09-14', '2026-09-18'],
    ['FEBRUARY 27-29, 2024', '2024-02-27', '2024-02-29'],
    ['29 June - 3 July, 2026', '2026-06-29', '2026-07-03'],
    ['May 03, 2027', '2027-05-03', '2027-05-03'],
  ])('reads "%s" as %s to %s', (text, start, end) => {
    expect(parseDateRangeText(text)).toEqual({ start, end });
  });

  it.each([
    ['a range across New Year, whose start year is unstated', 'December 30 - January 2, 2026'],
    ['a month without days', 'April, 2024'],
    ['a range without a year', 'November 30 - December 3'],
    ['a year alone', '2027'],
    ['an announcement', 'August 2027 (exact dates TBD)'],
    ['placeholders', 'TBD'],
    ['a day that does not exist', 'February 29-30, 2023'],
    ['an end before the start', 'March 25-21, 2024'],
    ['an unknown month', 'Smarch 3-5, 2024'],
    ['a word that only starts like a month', 'Mayday 3-5, 2024'],
  ])('gives nothing for %s ("%s")', (_case, text) => {
    expect(parseDateRangeText(text)).toBeUndefined();
  });
});
