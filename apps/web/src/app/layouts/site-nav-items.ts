import { paths, type LandingSection } from '../../config/paths';

type SiteNavItem = { label: string; section: LandingSection } | { label: string; to: string };

/** The header's links, shared by the desktop bar and the mobile menu so the two never drift apart. */
export const siteNavItems: readonly SiteNavItem[] = [
  { label: 'Features', section: paths.sections.features },
  { label: 'How It Works', section: paths.sections.howItWorks },
  { label: 'Get Started', section: paths.sections.getStarted },
  { label: 'Venues', to: paths.venues },
  { label: 'Pricing', to: paths.pricing },
];
