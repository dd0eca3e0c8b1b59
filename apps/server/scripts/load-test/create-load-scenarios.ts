import type { RequestStep } from 'autocannon';
import type { AnalysisBudget } from './create-analysis-budget.ts';
import { loadPapers } from './load-papers.ts';
import type { LoadUser } from './seed-load-users.ts';

/** One autocannon run: a name for the table and the sequence each connection loops over. */
export interface LoadScenario {
  name: string;
  steps: RequestStep[];
}

// What the /venues page sends (apps/web/src/features/catalog/api/list-venues.ts): only the filters in
// its URL, no pageSize, so 20 per page.
const venueQueries = [
  '',
  'page=2',
  'sort=deadline&upcoming=true',
  'q=learning',
  'q=ACL',
  'area=machine-learning',
  'area=security-privacy&rank=A*',
  'type=conference&region=europe',
  'type=journal&sort=rank',
  'area=databases&sort=deadline',
  'q=systems&page=2',
  'rank=A&upcoming=true&sort=deadline',
];

function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

/** The four scenarios: venue browsing, /api/me, Pro analyses, and a mix of the three. */
export function createLoadScenarios(options: {
  base: string;
  users: LoadUser[];
  budget: AnalysisBudget;
  venueIds: string[];
}): LoadScenario[] {
  const { base, users, budget } = options;
  const nextQuery = cycle(venueQueries);
  const nextUser = cycle(users);
  const nextPaper = cycle(loadPapers.map((paper) => JSON.stringify(paper)));
  const nextVenueId = cycle(options.venueIds);

  const listVenues: RequestStep = {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: `/api/venues?${nextQuery()}` }),
  };
  const getVenue: RequestStep = {
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: `/api/venues/${encodeURIComponent(nextVenueId())}` }),
  };
  const getMe: RequestStep = {
    method: 'GET',
    path: '/api/me',
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: nextUser().cookie } }),
  };
  const analyse: RequestStep = {
    method: 'POST',
    path: '/api/submissions',
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        origin: base,
        cookie: budget.nextUser().cookie,
      },
      body: nextPaper(),
    }),
  };

  return [
    { name: 'GET /api/venues', steps: [listVenues] },
    { name: 'GET /api/me', steps: [getMe] },
    { name: 'POST /api/submissions', steps: [analyse] },
    // A visitor session: mostly browsing, a look at one venue, the account, now and then an analysis.
    {
      name: 'mixed',
      steps: [listVenues, listVenues, getMe, listVenues, getVenue, listVenues, getMe, listVenues, analyse],
    },
  ];
}
