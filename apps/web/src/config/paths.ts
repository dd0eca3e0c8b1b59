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

/** The wizard filled with an analysis's paper, to edit it and run it again as a new analysis. */
export const editAnalysisPath = (analysisId: string) =>
  `${paths.submit}?from=${encodeURIComponent(analysisId)}`;
