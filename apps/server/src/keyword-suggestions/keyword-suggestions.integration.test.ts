import { loadCatalog } from '@venuescout/catalog';
import { KeywordSuggestionsSchema, suggestedKeywords } from '@venuescout/contracts';
import { describe, expect, it } from 'vitest';
import { jsonOf, uniqueEmail } from '../../test/create-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { venues } = await loadCatalog();

const biologyPaper = {
  title: 'Protein structure prediction from gene sequences',
  theme: 'Bioinformatics',
  abstract:
    'We predict protein folding from genomic sequence alignments using evolutionary couplings, and test the predicted structures against gene expression data of cancer cells.',
  keywords: [],
};
const systemsPaper = {
  title: 'A log-structured file system for persistent memory',
  theme: 'Operating systems',
  abstract:
    'We design a kernel file system with crash consistency for non-volatile memory and evaluate its throughput against ext4 on SSDs.',
  keywords: [],
};

describe('POST /api/keyword-suggestions with the real matcher', () => {
  const t = useTestApp({}, venues, 'matcher');
  const suggest = async (paper: object) => {
    const client = await t.signUpConfirmed(uniqueEmail('suggest'));
    const response = await client.request('/api/keyword-suggestions', { json: paper });
    return { status: response.status, body: await jsonOf(response) };
  };

  it("suggests the terms of a paper's own field: a biology and a systems paper get different ones", async () => {
    const biology = await suggest(biologyPaper);
    const systems = await suggest(systemsPaper);
    expect(biology.status).toBe(200);
    expect(KeywordSuggestionsSchema.parse(biology.body)).toEqual(biology.body);
    const bio: string[] = biology.body.keywords;
    const sys: string[] = systems.body.keywords;
    expect(bio.length).toBeGreaterThanOrEqual(8);
    expect(sys.length).toBeGreaterThanOrEqual(8);
    expect(bio.slice(0, 8).filter((term) => sys.slice(0, 8).includes(term))).toEqual([]);
    expect(bio.slice(0, 8)).toEqual(expect.arrayContaining(['protein']));
    expect(sys.slice(0, 8)).toEqual(expect.arrayContaining(['storage']));
    const fixedList = new Set(suggestedKeywords.map((keyword) => keyword.toLowerCase()));
    expect([...bio, ...sys].filter((term) => fixedList.has(term.toLowerCase()))).toEqual([]);
  });

  it('never suggests a keyword the paper has already, however it is written', async () => {
    const before: string[] = (await suggest(systemsPaper)).body.keywords;
    const chosen = before.slice(0, 2).map((term) => term.toUpperCase());
    const after: string[] = (await suggest({ ...systemsPaper, keywords: chosen })).body.keywords;
    expect(after.length).toBeGreaterThanOrEqual(8);
    expect(after.filter((term) => chosen.includes(term.toUpperCase()))).toEqual([]);
  });

  it('suggests nothing for a paper with no words yet, so the wizard keeps its own list', async () => {
    const { status, body } = await suggest({ title: '', theme: ' ', abstract: '', keywords: [] });
    expect(status).toBe(200);
    expect(body).toEqual({ keywords: [] });
  });

  it.each([
    ['a title over 300 characters', { ...systemsPaper, title: 'x'.repeat(301) }],
    ['more than five keywords', { ...systemsPaper, keywords: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    ['a missing abstract', { title: 'A title', theme: 'A theme', keywords: [] }],
  ])('refuses %s with 400', async (_, paper) => {
    const { status, body } = await suggest(paper);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a request from another site', async () => {
    const client = await t.signUpConfirmed(uniqueEmail('suggest-origin'));
    const response = await client.request('/api/keyword-suggestions', {
      json: systemsPaper,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(403);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await t.newClient().request('/api/keyword-suggestions', { json: systemsPaper });
    expect(response.status).toBe(401);
  });
});
