import type { Analysis, Match, NextDeadline, SimilarPaper } from '@venuescout/contracts';

/** A published paper like the researcher's; pass only what a test cares about. */
export function makeSimilarPaper(overrides: Partial<SimilarPaper> = {}): SimilarPaper {
  return {
    title: 'Congestion control for datacenter networks',
    year: 2021,
    venue: 'NSDI',
    url: 'https://doi.org/10.5555/nsdi.2021.1',
    sharedTerms: ['congestion control'],
    ...overrides,
  };
}

/** A ranked venue learned from papers, with its explanation and no advice. */
export function makeMatch(overrides: {
  acronym: string;
  similarPapers?: SimilarPaper[];
  nextDeadline?: NextDeadline | null;
}): Match {
  const { acronym, similarPapers = [], nextDeadline = null } = overrides;
  return {
    venue: {
      id: `conf/${acronym.toLowerCase()}`,
      acronym,
      name: `${acronym} Conference`,
      type: 'conference',
      url: null,
      description: `${acronym} is a conference.`,
      region: null,
      ranks: {},
      nextDeadline,
      isRolling: false,
      notification: null,
      latestAcceptanceRate: null,
    },
    relevance: 70,
    evidence: { level: 'papers', papers: 120 },
    explanation: {
      terms: ['congestion control'],
      areas: ['Networking'],
      areaSlugs: ['networking'],
      similarPapers,
    },
    recommendations: {
      contentAlignmentTips: [],
      formattingGuidelines: [],
      scopeAdjustments: [],
      requiredSections: [],
      wordLimitInfo: null,
    },
  };
}

/** An analysis of a networking paper with the given ranked venues. */
export function makeAnalysis(matches: Match[]): Analysis {
  return {
    submission: {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Fair congestion control',
      theme: 'Networking',
      abstract: 'We study congestion control.',
      keywords: ['congestion control'],
      status: 'draft',
      createdAt: '2026-09-01T10:00:00.000Z',
    },
    researchAreas: ['Networking'],
    researchAreaSlugs: ['networking'],
    coverage: null,
    matches,
    dismissedVenueIds: [],
  };
}
