import { Link, type LinkProps } from 'react-router';
import { paths, type LandingSection } from '../config/paths';

type SectionLinkProps = Omit<LinkProps, 'to' | 'state'> & { section: LandingSection };

/**
 * A link to a landing page section from anywhere. The hash keeps it a real, shareable URL; the state
 * tells the landing page to scroll there and move focus even when the hash has not changed.
 */
export function SectionLink({ section, ...linkProps }: SectionLinkProps) {
  return <Link to={{ pathname: paths.home, hash: section }} state={{ section }} {...linkProps} />;
}
