import type { Venue } from '@venuescout/catalog';
import { buildIndex, type BuildOptions } from '../index/build-index.ts';
import type { VenueIndex } from '../index/venue-index.ts';
import type { LabelledPaper } from '../types.ts';

type TinyVenue = Pick<Venue, 'id' | 'acronym' | 'name' | 'areas' | 'ranks'>;

// Each learned venue writes with words of its own; the security venues also share their field's words,
// so the field model has something to learn that the venue model must tell apart.
const learned: { venue: TinyVenue; words: string[] }[] = [
  {
    venue: {
      id: 'conf/crypto',
      acronym: 'CRYPTO',
      name: 'Cryptology Conference',
      areas: ['security-privacy'],
      ranks: { core: 'A*' },
    },
    words: ['lattice', 'cipher', 'pairing', 'commitment', 'zeroknowledge', 'hash'],
  },
  {
    venue: {
      id: 'conf/ccs',
      acronym: 'CCS',
      name: 'Conference on Computer and Communications Security',
      areas: ['security-privacy'],
      ranks: { core: 'A*' },
    },
    words: ['malware', 'exploit', 'fuzzing', 'sandbox', 'browser', 'firewall'],
  },
  {
    venue: {
      id: 'conf/sp',
      acronym: 'SP',
      name: 'Symposium on Security and Privacy',
      areas: ['security-privacy'],
      ranks: { core: 'A*' },
    },
    words: ['anonymity', 'tracking', 'censorship', 'deanonymization', 'tor', 'fingerprinting'],
  },
  {
    venue: {
      id: 'conf/icra',
      acronym: 'ICRA',
      name: 'International Conference on Robotics and Automation',
      areas: ['robotics'],
      ranks: { core: 'A' },
    },
    words: ['robot', 'grasping', 'manipulator', 'legged', 'tactile', 'locomotion'],
  },
  {
    venue: {
      id: 'conf/sigir',
      acronym: 'SIGIR',
      name: 'Conference on Research and Development in Information Retrieval',
      areas: ['information-retrieval-web'],
      ranks: { core: 'A*' },
    },
    words: ['retrieval', 'query', 'ranking', 'relevance', 'search', 'document'],
  },
];
const fieldWords: Record<string, string[]> = {
  'security-privacy': ['attack', 'adversary', 'secure', 'threat'],
  robotics: ['motion', 'control'],
  'information-retrieval-web': ['user', 'click'],
};
// Venues the index has no papers of: they are ranked by field, rank and name only.
const fieldOnly: TinyVenue[] = [
  {
    id: 'journal/tifs',
    acronym: 'TIFS',
    name: 'Transactions on Information Forensics and Security',
    areas: ['security-privacy'],
    ranks: { core: 'B' },
  },
  {
    id: 'conf/wafr',
    acronym: 'WAFR',
    name: 'Workshop on the Algorithmic Foundations of Robotics',
    areas: ['robotics'],
    ranks: {},
  },
];
const commonWords = ['novel', 'approach', 'efficient', 'study', 'framework', 'evaluation'];

/** The tiny catalog: five venues learned from papers and two placed by field only. */
export const tinyVenues: Venue[] = [...learned.map(({ venue }) => venue), ...fieldOnly].map((venue) => ({
  type: venue.id.startsWith('journal/') ? 'journal' : 'conference',
  aliases: [],
  region: null,
  editions: [],
  sources: [],
  provenance: {},
  ...venue,
}));

/** The words a paper of the learned venue `venueId` is written with (its own, then its field's). */
export function getTinyVenueWords(venueId: string): string[] {
  const entry = learned.find(({ venue }) => venue.id === venueId);
  if (!entry) throw new Error(`no tiny venue ${venueId}`);
  return [...entry.words, ...fieldWords[entry.venue.areas[0]!]!];
}

/** Synthetic papers of the learned tiny venues: each picks words of its venue, its field and common ones. */
export function listTinyPapers(papersPerVenue: number): LabelledPaper[] {
  return learned.flatMap(({ venue }) => {
    const own = getTinyVenueWords(venue.id);
    return Array.from({ length: papersPerVenue }, (_, i) => {
      const pick = (words: string[], count: number, step: number) =>
        Array.from({ length: count }, (_, k) => words[(i * step + k * 3) % words.length]!);
      const title = [...pick(own, 3, 1), pick(commonWords, 1, 1)[0]].join(' ');
      const abstract = [...pick(own, 6, 2), ...pick(commonWords, 3, 5)].join(' ');
      const paper = {
        id: `${venue.acronym}-${i}`,
        venue: venue.acronym,
        year: 2020 + (i % 4),
        title,
        abstract,
      };
      return { paper, venueId: venue.id };
    });
  });
}

/**
 * Builds a small index in memory with the same builder the shipped index comes from (a few
 * milliseconds), over the tiny catalog and `papersPerVenue` synthetic papers of each learned venue.
 */
export function buildTinyIndex(papersPerVenue = 12, options: Partial<BuildOptions> = {}): VenueIndex {
  return buildIndex(listTinyPapers(papersPerVenue), tinyVenues, {
    minDocs: 2,
    minVenuePapers: 10,
    epochs: 8,
    calibrate: false,
    ...options,
  });
}
