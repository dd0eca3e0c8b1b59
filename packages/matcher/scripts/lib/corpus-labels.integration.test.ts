import { loadCatalog, type Venue } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusLabelAliases, labelPapers } from './corpus-labels.ts';

let venues: Venue[];
beforeAll(async () => {
  ({ venues } = await loadCatalog());
});

const paper = (venue: string) => ({ id: venue, title: 'A title', venue, year: 2020 });

describe('labelPapers', () => {
  it('resolves the labels of every corpus the index is built from, including those the catalog reads otherwise', () => {
    const warnings: string[] = [];
    const labelled = labelPapers(
      ['FSE', 'ATC', 'ISC', 'VIS', 'TVCG', 'CG&A', 'HotCloud', 'SWAT', 'PSC', 'NeurIPS'].map(paper),
      venues,
      { info: () => undefined, warn: (message) => warnings.push(message) },
    );
    expect(Object.fromEntries(labelled.map(({ paper: { venue }, venueId }) => [venue, venueId]))).toEqual({
      FSE: 'conf/fse-sigsoft',
      ATC: 'conf/acm-sigops-atc',
      ISC: 'conf/isc-isc-high-performance',
      VIS: 'conf/ieee-vis',
      TVCG: 'journal/tvcg',
      'CG&A': 'journal/cga',
      HotCloud: 'conf/hotcloud',
      SWAT: 'conf/swat',
      PSC: 'conf/psc',
      NeurIPS: 'conf/neurips',
    });
    expect(warnings).toEqual([]);
  });

  it('leaves out papers of venues outside the catalog and reports each label once with its count', () => {
    const warnings: string[] = [];
    const labelled = labelPapers([paper('No Such Venue'), paper('No Such Venue'), paper('ACL')], venues, {
      info: () => undefined,
      warn: (message) => warnings.push(message),
    });
    expect(labelled.map(({ venueId }) => venueId)).toEqual(['conf/acl']);
    expect(warnings).toEqual(['2 papers with no catalog venue, left out: No Such Venue (2)']);
  });

  it('only names catalog venues as alias targets', () => {
    const ids = new Set(venues.map((venue) => venue.id));
    for (const target of Object.values(corpusLabelAliases)) expect(ids.has(target)).toBe(true);
  });
});
