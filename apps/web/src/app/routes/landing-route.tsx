import { paths } from '../../config/paths';
import { useMe } from '../../features/auth/api/find-me';
import { CatalogFigures } from '../../features/landing/components/catalog-figures';
import { FeaturesSection } from '../../features/landing/components/features-section';
import { GetStartedSection } from '../../features/landing/components/get-started-section';
import { HeroSection } from '../../features/landing/components/hero-section';
import { HowItWorksSection } from '../../features/landing/components/how-it-works-section';
import { useScrollToSection } from '../../features/landing/hooks/use-scroll-to-section';

/** `/`: what VenueScout is, and the way in. */
export function LandingRoute() {
  useScrollToSection();
  const me = useMe();
  const getStartedTo = me.data ? paths.dashboard : paths.register;
  return (
    <>
      <title>VenueScout: find where to submit your paper</title>
      <HeroSection getStartedTo={getStartedTo} />
      <CatalogFigures />
      <FeaturesSection />
      <HowItWorksSection />
      <GetStartedSection getStartedTo={getStartedTo} />
    </>
  );
}
