import { describe, expect, it } from 'vitest';
import type { VenueType } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { assignVenueIds } from './assign-venue-ids.ts';
import { slugify } from './slugify.ts';
import type { VenueWithoutId } from './build-venue.ts';

function venue(
  acronym: string,
  name: string,
  type: VenueType = 'conference',
  dblp?: string,
  sources: SourceId[] = ['ccf-list-2026'],
): VenueWithoutId {
  return {
    acronym,
    name,
    type,
    aliases: [],
    areas: [],
    ranks: {},
    ...(dblp ? { dblp } : {}),
    region: null,
    editions: [],
    sources,
    provenance: {},
  };
}

describe('slugify', () => {
  it.each([
    ['S&P', 'sp'],
    ['USENIX Security', 'usenix-security'],
    ['*SEM', 'sem'],
    ['ACM MM', 'acm-mm'],
    ['CLiC-it', 'clic-it'],
    ['JEP/TALN/RECITAL', 'jep-taln-recital'],
    ['Journées', 'journees'],
  ])('slugifies %j as %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('assignVenueIds', () => {
  it('prefixes ids by type, so a journal and a conference can share an acronym', () => {
    const ids = assignVenueIds([
      venue('TPAMI', 'Pattern Analysis', 'journal'),
      venue('ACL', 'Computational Linguistics'),
      venue('CSCW', 'Cooperative Work', 'journal'),
      venue('CSCW', 'Cooperative Work'),
    ]);
    expect(ids.map((entry) => entry.id)).toEqual(['journal/tpami', 'conf/acl', 'journal/cscw', 'conf/cscw']);
  });

  it('gives a shared slug to the venue whose dblp key matches it and suffixes the others', () => {
    const ids = assignVenueIds([
      venue('FSE', 'Foundations of Software Engineering', 'conference', 'conf/sigsoft'),
      venue('FSE', 'Fast Software Encryption', 'conference', 'conf/fse'),
      venue('FSE', 'Some Other FSE'),
    ]);
    expect(ids.map((entry) => entry.id)).toEqual(['conf/fse-sigsoft', 'conf/fse', 'conf/fse-some-other-fse']);
  });

  it('names a venue without an acronym by the first words of its name', () => {
    expect(assignVenueIds([venue('', 'Journal of Systems and Software', 'journal')])[0]?.id).toBe(
      'journal/journal-systems-software',
    );
  });

  it('gives the same ids whatever the input order', () => {
    const venues = [
      venue('CC', 'Computer Communications', 'journal', 'journals/comcom'),
      venue('CC', 'Computational Complexity', 'journal', 'journals/cc'),
    ];
    const forward = assignVenueIds(venues).map((entry) => entry.id);
    const backward = assignVenueIds([...venues].reverse())
      .map((entry) => entry.id)
      .reverse();
    expect(forward).toEqual(['journal/cc-comcom', 'journal/cc']);
    expect(backward).toEqual(forward);
  });

  it('lets a venue keep a pinned id, and gives the others a suffix as usual', () => {
    const semanticWeb = venue('ISWC', 'International Semantic Web Conference', 'conference', 'conf/semweb', [
      'curated',
    ]);
    const wearable = venue(
      'ISWC',
      'IEEE International Symposium on Wearable Computers',
      'conference',
      'conf/iswc',
      ['curated'],
    );
    // Without the pin, the wearable symposium's dblp key (conf/iswc) would claim the bare id.
    expect(assignVenueIds([semanticWeb, wearable]).map((item) => item.id)).toEqual([
      'conf/iswc-semweb',
      'conf/iswc',
    ]);
    expect(assignVenueIds([semanticWeb, wearable], ['conf/iswc', undefined]).map((item) => item.id)).toEqual([
      'conf/iswc',
      'conf/iswc-symposium-wearable-computers',
    ]);
  });
});
