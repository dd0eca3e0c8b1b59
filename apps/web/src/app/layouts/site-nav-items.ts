import { paths, type LandingSection } from '../../config/paths';

type SiteNavItem = { label: string; section: LandingSection } | { label: string; to: string };

/** The header's links, shared by the desktop bar and the mobile menu so the two never drift apart. */
export const visitorNavItems: readonly SiteNavItem[] = [
  { label: 'Features', section: paths.sections.features },
  { label: 'How It Works', section: paths.sections.howItWorks },
  { label: 'Get Started', section: paths.sections.getStarted },
  { label: 'Venues', to: paths.venues },
  { label: 'Pricing', to: paths.pricing },
];

/** A signed-in researcher's links: the work they come back for, then the catalog and the plan. */
export const signedInNavItems: readonly SiteNavItem[] = [
  { label: 'Submit', to: paths.submit },
  { label: 'History', to: paths.history },
  { label: 'Deadlines', to: paths.deadlines },
  { label: 'Favorites', to: paths.favorites },
  { label: 'Venues', to: paths.venues },
  { label: 'Pricing', to: paths.pricing },
];
