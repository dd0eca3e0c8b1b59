import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { SiteNavLinks } from './site-nav-links';

const linkClassName = 'rounded text-sm text-slate-600 hover:text-slate-900 hover:underline';

const companyLinks = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Venues', to: paths.venues },
  { label: 'Data sources', to: paths.sources },
];

/** Site footer: quick links, legal pages, contact and the catalog's data sources. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600">
            Find where to submit your paper: venues ranked by fit, with deadlines shown in Anywhere on Earth
            time and your own time zone.
          </p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-slate-900">Quick links</h2>
          <ul className="mt-3 space-y-2">
            <SiteNavLinks linkClassName={linkClassName} />
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold text-slate-900">Company</h2>
          <ul className="mt-3 space-y-2">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClassName}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} VenueScout. Venue data comes from public, openly licensed sources.
        </p>
      </div>
    </footer>
  );
}
