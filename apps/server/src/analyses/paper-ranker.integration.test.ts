import { loadCatalog, type Venue } from '@venuescout/catalog';
import { AnalysisSchema, analysisVenueCounts, GOOD_FIT_RELEVANCE, type Match } from '@venuescout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, uniqueEmail, type TestApp } from '../../test/create-test-app.ts';
import { createLogger } from '../lib/logger.ts';
import { seedCatalog } from '../venues/seed-catalog.ts';

describe('analyses with the real matcher and the shipped catalog', () => {
  let t: TestApp;
  let venues: Venue[];
  beforeAll(async () => {
    ({ venues } = await loadCatalog());
    t = await createTestApp({}, venues, 'matcher');
  });
  afterAll(async () => {
    await t.close();
  });

  const nerPaper = {
    title: 'Cross-lingual transfer for named entity recognition in low-resource languages',
    theme: 'Natural language processing',
    abstract:
      'We study named entity recognition for languages with little annotated data. A multilingual transformer is fine-tuned on high-resource languages and transferred with a small amount of target-language supervision, improving F1 on twelve languages.',
    keywords: ['named entity recognition', 'cross-lingual transfer', 'multilingual models'],
  };

  it('ranks real venues for a paper, with explanations and advice', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('matcher'));
    const response = await client.request('/api/submissions', { json: nerPaper });
    expect(response.status).toBe(201);
    const body = await jsonOf(response);
    expect(body.matches.length).toBeGreaterThanOrEqual(10);
    expect(body.researchAreas).toContain('Natural language processing');
    // Every venue weighs the same (issue 13), so small NLP venues may lead; the field must hold (a general
    // AI conference, learned from its dblp titles since issue 22, publishes NER work too), and the main
    // ACL venues must still be near the top.
    const inArea = (area: Venue['areas'][number]) =>
      new Set(venues.filter((venue) => venue.areas.includes(area)).map((venue) => venue.id));
    const [nlp, ai] = [inArea('natural-language-processing'), inArea('artificial-intelligence')];
    const ids = body.matches.map((match: { venue: { id: string } }) => match.venue.id);
    expect(ids.slice(0, 5).filter((id: string) => nlp.has(id)).length).toBeGreaterThanOrEqual(4);
    expect(ids.slice(0, 5).filter((id: string) => !nlp.has(id) && !ai.has(id))).toEqual([]);
    expect(ids.filter((id: string) => nlp.has(id)).slice(0, 12)).toEqual(
      expect.arrayContaining(['conf/acl', 'conf/emnlp', 'conf/naacl']),
    );
    // Relevance is a percentile among each venue's own papers (issue 22), so it need not fall with rank.
    const relevances: number[] = body.matches.map((match: { relevance: number }) => match.relevance);
    expect(relevances.every((relevance) => relevance >= 0 && relevance < 100)).toBe(true);
    expect(relevances[0]).toBeGreaterThanOrEqual(GOOD_FIT_RELEVANCE);
    const first = body.matches[0];
    expect(first.explanation.terms.length).toBeGreaterThan(0);
    expect(first.recommendations.contentAlignmentTips.length).toBeGreaterThan(0);
    expect(first.venue.description.length).toBeGreaterThan(10);
    // ACL is in the top 12 (asserted above), and its advice must name its mandatory Limitations section.
    const acl = body.matches.find((match: { venue: { id: string } }) => match.venue.id === 'conf/acl');
    expect(acl).toBeDefined();
    expect(acl.recommendations.requiredSections.join(' ')).toContain('Limitations');
  });

  it('answers and stores what the contracts define, similar papers and unfamiliar terms included', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('matcher-shape'));
    const body = await jsonOf(await client.request('/api/submissions', { json: nerPaper }));
    // Parsing fills no default and drops nothing: every field the contracts know was given, and valid.
    expect(AnalysisSchema.parse(body)).toEqual(body);
    for (const match of body.matches as Match[]) {
      expect(match.explanation.similarPapers.length).toBeLessThanOrEqual(3);
      for (const paper of match.explanation.similarPapers) expect(paper.url).toMatch(/^https:\/\//);
    }
    expect(Array.isArray(body.coverage.unfamiliarTerms)).toBe(true);
    expect(await jsonOf(await client.request(`/api/submissions/${body.submission.id}`))).toEqual(body);
  });

  it('reports the venue-balanced top-10 hit rate and the venues learned from papers for the landing page', async () => {
    const stats = await jsonOf(await t.app.request('/api/stats'));
    expect(stats.venues).toBeGreaterThan(1300);
    expect(stats.top10HitRate).toBeGreaterThan(0.5);
    expect(stats.venuesWithPapers).toBeGreaterThan(150);
    expect(stats.venuesWithPapers).toBeLessThan(stats.venues);
  });

  it('ranks the catalog the database holds: a retired venue is never ranked and the analysis stays full', async () => {
    const retired = new Set(['conf/acl', 'conf/emnlp', 'conf/naacl']);
    const { db, venueDirectory } = t.context.deps;
    const logger = createLogger('silent');
    await seedCatalog({ db, venues: venues.filter((venue) => !retired.has(venue.id)), logger });
    venueDirectory.invalidate();
    try {
      const client = await t.signUpConfirmed(uniqueEmail('ranker-retired'));
      const body = await jsonOf(await client.request('/api/submissions', { json: nerPaper }));
      const ids: string[] = body.matches.map((match: { venue: { id: string } }) => match.venue.id);
      expect(ids).toHaveLength(analysisVenueCounts.stored);
      expect(ids.filter((id) => retired.has(id))).toEqual([]);
    } finally {
      await seedCatalog({ db, venues, logger });
      venueDirectory.invalidate();
    }
  });
});
