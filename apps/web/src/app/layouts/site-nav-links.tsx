import { NavLink } from 'react-router';
import { SectionLink } from '../../components/section-link';
import { siteNavItems } from './site-nav-items';

type SiteNavLinksProps = { linkClassName: string };

/** The header's links as list items; the caller provides the surrounding list and its layout. */
export function SiteNavLinks({ linkClassName }: SiteNavLinksProps) {
  return siteNavItems.map((item) => (
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
