/** Every route of the app, so links and redirects never repeat string literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  sources: '/sources',
  venues: '/venues',
  venue: '/venues/*',
  devMailbox: '/dev/mailbox',
  dashboard: '/dashboard',
  submit: '/submit',
  matches: '/matches',
  analysis: '/matches/:analysisId',
  /** Two to four of an analysis's venues side by side: `?venues=conf%2Facl,conf%2Femnlp`. */
  compare: '/matches/:analysisId/compare',
  /** An analysis's deadlines on a 12-month timeline, with a resubmission path: `?venues=…&first=…`. */
  plan: '/matches/:analysisId/plan',
  history: '/history',
  deadlines: '/deadlines',
  favorites: '/favorites',
  profile: '/profile',
  success: '/success',
  /** The built-in TEST MODE checkout that stands in for Stripe's payment page. */
  testCheckout: '/billing/test-checkout/:sessionId',
  /** Ids of the landing page sections that navigation can scroll to. */
  sections: {
    features: 'features',
    howItWorks: 'how-it-works',
    getStarted: 'get-started',
  },
} as const;

export type LandingSection = (typeof paths.sections)[keyof typeof paths.sections];

/** The page of one venue; catalog ids contain a slash (`conf/acl`), which the path keeps. */
export const venuePath = (venueId: string) => `/venues/${venueId}`;

/** Search parameters with venue ids joined by commas; each id is encoded, so its slash stays in one part. */
function withVenues(path: string, params: { venues: readonly string[]; first?: string | null }) {
  const query = [`venues=${params.venues.map(encodeURIComponent).join(',')}`];
  if (params.first) query.push(`first=${encodeURIComponent(params.first)}`);
  return `${path}?${query.join('&')}`;
}

/** The results page of one analysis. */
export const analysisPath = (analysisId: string) => `/matches/${encodeURIComponent(analysisId)}`;

/** The comparison of the given venues of an analysis. */
export const comparePath = (analysisId: string, venueIds: readonly string[]) =>
  withVenues(`${analysisPath(analysisId)}/compare`, { venues: venueIds });

/** The plan of an analysis, with the venues picked for it besides its top ones and the first choice. */
export const planPath = (analysisId: string, venueIds: readonly string[], firstChoiceId?: string | null) =>
  withVenues(`${analysisPath(analysisId)}/plan`, { venues: venueIds, first: firstChoiceId });

/** The wizard filled with an analysis's paper, to edit it and run it again as a new analysis. */
export const editAnalysisPath = (analysisId: string) =>
  `${paths.submit}?from=${encodeURIComponent(analysisId)}`;
