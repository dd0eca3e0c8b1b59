import { describe, expect, it } from 'vitest';
import type { Edition } from '../model/venue.ts';
import { selectVenueUrl } from './select-venue-url.ts';

const edition = (year: number, url: string): Edition => ({
  year,
  url,
  deadlines: [],
  source: 'ccf-deadlines',
});
const names = (acronym: string) => ({ acronym, aliases: [], name: `${acronym} Conference` });

describe('selectVenueUrl', () => {
  it.each([
    {
      case: "the curated homepage over the edition's site",
      given: { url: 'https://www.aclweb.org/', source: 'curated' as const },
      editions: [edition(2027, 'https://2027.aclweb.org/')],
      acronym: 'ACL',
      expected: { url: 'https://www.aclweb.org/', source: 'curated' },
    },
    {
      case: 'the series site under the latest dated edition',
      given: undefined,
      editions: [
        edition(2026, 'https://wsdm-conference.org/2026/'),
        edition(2027, 'https://wsdm-conference.org/2027/'),
      ],
      acronym: 'WSDM',
      expected: { url: 'https://wsdm-conference.org/', source: 'derived' },
    },
    {
      case: 'a series site derived from an older edition when the latest has none',
      given: undefined,
      editions: [
        edition(2025, 'https://focs.computer.org/2025/'),
        edition(2026, 'https://example.org/FOCS2026_CFP.html'),
      ],
      acronym: 'FOCS',
      expected: { url: 'https://focs.computer.org/', source: 'derived' },
    },
    {
      case: "the latest edition's year-less site, not an older edition's",
      given: undefined,
      editions: [
        edition(2025, 'https://eusipcolyon.sciencesconf.org/'),
        edition(2026, 'https://eusipco2026.org/'),
      ],
      acronym: 'EUSIPCO',
      expected: { url: 'https://eusipco2026.org/', source: 'ccf-deadlines' },
    },
    {
      case: 'the dated site when there is no safe permanent one',
      given: undefined,
      editions: [edition(2027, 'https://2027.aclweb.org/')],
      acronym: 'ACL',
      expected: { url: 'https://2027.aclweb.org/', source: 'ccf-deadlines' },
    },
  ])('chooses $case', ({ given, editions, acronym, expected }) => {
    expect(selectVenueUrl(given, editions, names(acronym))).toEqual(expected);
  });

  it('gives none without any address', () => {
    expect(
      selectVenueUrl(undefined, [{ year: 2026, deadlines: [], source: 'curated' }], names('X')),
    ).toBeUndefined();
  });
});
