import { NavLink } from 'react-router';
import { SectionLink } from '../../components/section-link';
import { signedInNavItems, visitorNavItems } from './site-nav-items';

type SiteNavLinksProps = { linkClassName: string; isSignedIn?: boolean };

/** The site's links as list items (a visitor's unless told otherwise); the caller provides the list. */
export function SiteNavLinks({ linkClassName, isSignedIn = false }: SiteNavLinksProps) {
  return (isSignedIn ? signedInNavItems : visitorNavItems).map((item) => (
    <li key={item.label}>
      {'section' in item ? (
        <SectionLink section={item.section} className={linkClassName}>
          {item.label}
        </SectionLink>
      ) : (
        <NavLink to={item.to} className={linkClassName}>
          {item.label}
        </NavLink>
      )}
    </li>
  ));
}
