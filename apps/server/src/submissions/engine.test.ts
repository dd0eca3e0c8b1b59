import { loadCatalog } from '@venuescout/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, uniqueEmail, type TestApp } from '../../test/create-test-app.ts';

describe('analyses with the real matching engine and the shipped catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (await loadCatalog()).venues, 'engine');
  });
  afterAll(async () => {
    await t.close();
  });

  it('ranks real venues for a paper, with explanations and advice', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('engine'));
    const response = await client.request('/api/submissions', {
      json: {
        title: 'Cross-lingual transfer for named entity recognition in low-resource languages',
        theme: 'Natural language processing',
        abstract:
          'We study named entity recognition for languages with little annotated data. A multilingual transformer is fine-tuned on high-resource languages and transferred with a small amount of target-language supervision, improving F1 on twelve languages.',
        keywords: ['named entity recognition', 'cross-lingual transfer', 'multilingual models'],
      },
    });
    expect(response.status).toBe(201);
    const body = await jsonOf(response);
    expect(body.matches.length).toBeGreaterThanOrEqual(10);
    expect(body.researchAreas).toContain('Natural language processing');
    const top5 = body.matches.slice(0, 5).map((match: { venue: { acronym: string } }) => match.venue.acronym);
    expect(
      top5.filter((acronym: string) =>
        ['ACL', 'EMNLP', 'NAACL', 'EACL', 'COLING', 'TACL', 'LREC', 'CoNLL', 'TALLIP'].includes(acronym),
      ).length,
    ).toBeGreaterThanOrEqual(3);
    const relevances = body.matches.map((match: { relevance: number }) => match.relevance);
    expect([...relevances].sort((a, b) => b - a)).toEqual(relevances);
    expect(relevances[0]).toBeLessThan(100);
    const first = body.matches[0];
    expect(first.explanation.terms.length).toBeGreaterThan(0);
    expect(first.recommendations.contentAlignmentTips.length).toBeGreaterThan(0);
    expect(first.venue.description.length).toBeGreaterThan(10);
    const acl = body.matches.find((match: { venue: { id: string } }) => match.venue.id === 'conf/acl');
    if (acl) expect(acl.recommendations.requiredSections.join(' ')).toContain('Limitations');
  });

  it('reports the measured top-10 hit rate for the landing page', async () => {
    const stats = await jsonOf(await t.app.request('/api/stats'));
    expect(stats.venues).toBeGreaterThan(1300);
    expect(stats.top10HitRate).toBeGreaterThan(0.5);
  });
});
