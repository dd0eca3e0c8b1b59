import { describe, expect, it } from 'vitest';
import type { Venue } from '../model/venue.ts';
import type { SourceId } from '../sources/catalog-sources.ts';
import { createVenueResolver, resolveVenueId } from './create-venue-resolver.ts';

function venue(
  id: string,
  acronym: string,
  name: string,
  aliases: string[] = [],
  sources: SourceId[] = ['curated'],
): Venue {
  const type = id.startsWith('journal/') ? 'journal' : 'conference';
  return {
    id,
    acronym,
    name,
    type,
    aliases,
    areas: [],
    ranks: {},
    region: null,
    editions: [],
    sources,
    provenance: {},
  };
}

const VENUES = [
  venue('conf/neurips', 'NeurIPS', 'Conference on Neural Information Processing Systems', ['NIPS']),
  venue('conf/sp', 'S&P', 'IEEE Symposium on Security and Privacy', ['SP', 'Oakland']),
  venue('journal/cl', 'CL', 'Computational Linguistics'),
  venue('journal/comlan', 'COMLAN', 'Computer Languages, Systems and Structures', ['CL'], ['ccf-list-2026']),
  venue('conf/cscw', 'CSCW', 'ACM Conference on Computer-Supported Cooperative Work and Social Computing'),
  venue('journal/jcscw', 'JCSCW', 'Computer Supported Cooperative Work', ['CSCW']),
];

describe('createVenueResolver', () => {
  const resolve = createVenueResolver(VENUES);

  it.each([
    ['NeurIPS', 'conf/neurips'],
    ['neurips', 'conf/neurips'],
    ['NIPS', 'conf/neurips'],
    ['  nips ', 'conf/neurips'],
    ['S&P', 'conf/sp'],
    ['Oakland', 'conf/sp'],
    ['S & P', 'conf/sp'],
    ['CL', 'journal/cl'],
    ['COMLAN', 'journal/comlan'],
    ['CSCW', 'conf/cscw'],
    ['Conference on Neural Information Processing Systems', 'conf/neurips'],
    ['the conference on neural information processing systems', 'conf/neurips'],
  ])('resolves %j to %s', (text, id) => {
    expect(resolve(text)).toBe(id);
  });

  it.each(['', 'ICMLX', 'Journal of Nothing'])('returns null for %j', (text) => {
    expect(resolve(text)).toBeNull();
  });

  it('resolves one label without building a resolver first', () => {
    expect(resolveVenueId(VENUES, 'sp')).toBe('conf/sp');
  });
});
