import fc from 'fast-check';
import { loadCatalog, type Venue } from '@venuescout/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndex } from '../index/load-index.ts';
import { createMatcher, type Matcher } from './create-matcher.ts';

let matcher: Matcher;
let venues: Venue[];
beforeAll(async () => {
  const [index, catalog] = await Promise.all([loadIndex(), loadCatalog()]);
  venues = catalog.venues;
  matcher = createMatcher(index, venues);
});

const acronyms = (result: ReturnType<Matcher['match']>) => {
  const byId = new Map(venues.map((venue) => [venue.id, venue.acronym]));
  return result.venues.map((match) => byId.get(match.venueId));
};

describe('the shipped index', () => {
  it.each([
    [
      'machine translation',
      {
        title:
          'Improving low-resource neural machine translation with back-translation and multilingual pretraining',
        abstract:
          'We study neural machine translation for language pairs with little parallel data. Back-translation of monolingual text and a multilingual pretrained encoder-decoder improve BLEU by three points on ten low-resource pairs, and human evaluation confirms better adequacy and fluency of the translations.',
        keywords: ['machine translation', 'low-resource languages', 'back-translation'],
      },
      [
        'ACL',
        'EMNLP',
        'NAACL',
        'WMT',
        'EACL',
        'COLING',
        'AMTA',
        'EAMT',
        'MTSummit',
        'IWSLT',
        'TACL',
        'LREC',
        'TASLP',
      ],
    ],
    [
      'cryptography',
      {
        title: 'Post-quantum key exchange from lattices with tight security reductions',
        abstract:
          'We construct a key encapsulation mechanism from module lattices whose security reduces tightly to the learning with errors problem in the quantum random oracle model. Our scheme has smaller ciphertexts than prior lattice-based proposals and we prove IND-CCA security with concrete parameters.',
        keywords: ['lattice cryptography', 'post-quantum', 'key encapsulation'],
      },
      ['CRYPTO', 'EUROCRYPT', 'ASIACRYPT', 'CCS', 'S&P', 'USENIX Security', 'NDSS'],
    ],
    [
      'robot localisation',
      {
        title: 'Robust visual-inertial localization for legged robots in degraded environments',
        abstract:
          'We present a localization system for quadruped robots that fuses camera, IMU and leg odometry in a factor graph. The robot localizes reliably in dark and dusty tunnels where visual SLAM fails, and field experiments show a drift below one percent of distance travelled.',
        keywords: ['localization', 'SLAM', 'legged robots'],
      },
      ['ICRA', 'IROS', 'RSS', 'CoRL'],
    ],
    [
      'HCI user study',
      {
        title: 'How older adults use voice assistants at home: a diary and interview study',
        abstract:
          'We report a three-week diary study and semi-structured interviews with twenty older adults using smart speakers at home. Participants valued hands-free reminders but struggled with conversational breakdowns. We derive design implications for more accessible voice user interfaces.',
        keywords: ['user study', 'older adults', 'voice interfaces'],
      },
      ['CHI', 'CSCW', 'IUI', 'UbiComp', 'MobileHCI', 'IJHCS', 'PACMHCI', 'UIST', 'OzCHI', 'AVI', 'TiiS'],
    ],
    [
      'recommender systems',
      {
        title: 'Debiasing implicit feedback for sequential recommendation',
        abstract:
          'Implicit feedback in recommender systems is biased by exposure and popularity. We propose an inverse propensity weighted training objective for sequential recommendation models and show on three public datasets that it improves recall and NDCG for long-tail items without hurting accuracy on popular ones.',
        keywords: ['recommender systems', 'implicit feedback', 'debiasing'],
      },
      ['RecSys', 'SIGIR', 'WSDM', 'KDD', 'CIKM', 'WWW', 'UMAP', 'TOIS', 'TKDD', 'TIST', 'ECIR'],
    ],
  ])('puts %s venues in the top 5', (_field, paper, fieldVenues) => {
    const top5 = acronyms(matcher.match(paper, { top: 5 }));
    expect(top5.filter((acronym) => fieldVenues.includes(acronym ?? '')).length).toBeGreaterThanOrEqual(3);
    expect(fieldVenues).toContain(top5[0]);
  });

  it('ranks the whole catalog, best first, with relevance from 0 to 99', () => {
    const result = matcher.match({
      title: 'Graph neural networks for molecule property prediction',
      abstract: 'We predict.',
    });
    expect(result.venues).toHaveLength(venues.length);
    for (let i = 1; i < result.venues.length; i++)
      expect(result.venues[i]!.score).toBeLessThanOrEqual(result.venues[i - 1]!.score);
    expect(result.venues.every((match) => match.relevance >= 0 && match.relevance <= 99)).toBe(true);
    expect(new Set(result.venues.slice(0, 20).map((match) => match.relevance)).size).toBeGreaterThan(3);
    expect(result.researchAreas.length).toBeGreaterThan(0);
  });

  it('reads relevance against the venue’s own papers: its field’s paper fits the venue, another field’s does not', () => {
    const translation = {
      title: 'Low-resource neural machine translation with multilingual pretraining',
      abstract:
        'We study translation between languages with little parallel text. A multilingual pretrained encoder-decoder is fine-tuned on back-translated data, improving BLEU on eight low-resource language pairs.',
    };
    const grasping = {
      title: 'Learning dexterous grasping with tactile feedback on a robot hand',
      abstract:
        'A multi-fingered robot hand learns to grasp unknown objects from tactile sensing, trained in simulation and transferred to hardware.',
    };
    const [first] = matcher.match(translation, { top: 1 }).venues;
    const sameVenue = matcher
      .match(grasping, { explain: false })
      .venues.find((match) => match.venueId === first!.venueId)!;
    expect(first!.relevance).toBeGreaterThanOrEqual(50);
    expect(sameVenue.relevance).toBeLessThan(10);
  });

  it('shows published papers of a learned venue like the researcher’s, as citations with links', () => {
    const paper = {
      title: 'Low-resource neural machine translation with multilingual pretraining',
      abstract:
        'We study translation between languages with little parallel text. A multilingual pretrained encoder-decoder is fine-tuned on back-translated data, improving BLEU on eight low-resource language pairs.',
    };
    const result = matcher.match(paper, { top: 10 });
    const learned = result.venues.filter((match) => match.evidence.level === 'papers');
    expect(learned.length).toBeGreaterThan(0);
    for (const match of learned) {
      const { similarPapers } = match.explanation;
      expect(similarPapers.length).toBeGreaterThan(0);
      expect(similarPapers.length).toBeLessThanOrEqual(3);
      const acronym = venues.find((venue) => venue.id === match.venueId)!.acronym;
      for (const similar of similarPapers) {
        expect(similar.title.length).toBeGreaterThan(0);
        expect(similar.venue).toBe(acronym);
        expect(similar.year).toBeGreaterThanOrEqual(2000);
        expect(similar.url).toMatch(/^https:\/\/(doi\.org|dblp\.org|aclanthology\.org|openreview\.net)\//);
        expect(similar.sharedTerms.length).toBeGreaterThan(0);
        const words = `${paper.title} ${paper.abstract}`.toLowerCase();
        for (const term of similar.sharedTerms) expect(words).toContain(term);
      }
    }
    for (const match of result.venues.filter((entry) => entry.evidence.level === 'field'))
      expect(match.explanation.similarPapers).toEqual([]);
  });

  it('explains a match with terms the paper itself uses', () => {
    const [first] = matcher.match(
      {
        title: 'Privacy attacks on federated learning',
        abstract: 'Membership inference attacks against federated learning leak training data.',
      },
      { top: 1 },
    ).venues;
    expect(first!.explanation.terms.length).toBeGreaterThan(0);
    for (const term of first!.explanation.terms)
      expect(
        'privacy attacks on federated learning membership inference against leak training data',
      ).toContain(term);
  });
});

describe('robustness', () => {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.lorem({ maxCount: 300, mode: 'words' }),
  );
  const paper = fc.record(
    {
      title: text,
      abstract: text,
      theme: text,
      keywords: fc.option(fc.array(text, { maxLength: 8 }), { nil: undefined }),
    },
    { requiredKeys: [] },
  );

  it('ranks any input without throwing, and the same input the same way', () => {
    fc.assert(
      fc.property(paper, (input) => {
        const first = matcher.match(input, { top: 20 });
        const second = matcher.match(input, { top: 20 });
        expect(first.venues).toHaveLength(20);
        expect(second).toEqual(first);
        expect(first.venues.every((match) => Number.isFinite(match.score))).toBe(true);
      }),
      { numRuns: 150, seed: 42 },
    );
  });
});

describe('an index on its own', () => {
  it('ranks the catalog it was built with when no catalog is given', async () => {
    const index = await loadIndex();
    const alone = createMatcher(index).match({ title: 'Neural machine translation' }, { top: 5 });
    const withCatalog = matcher.match({ title: 'Neural machine translation' }, { top: 5 });
    expect(alone.venues.map((match) => match.venueId)).toEqual(
      withCatalog.venues.map((match) => match.venueId),
    );
    expect(index.catalog.length).toBe(venues.length);
  });
});
