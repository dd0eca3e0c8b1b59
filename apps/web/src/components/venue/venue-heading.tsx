import type { VenueName } from '@venuescout/contracts';
import { Link } from 'react-router';
import { venuePath } from '../../config/paths';

/** A venue's "ACRONYM — Full name" heading, linking to its catalog page. */
export function VenueHeading({ venue }: { venue: VenueName }) {
  return (
    <h2 className="text-lg font-semibold break-words text-slate-900">
      <Link
        to={venuePath(venue.id)}
        className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {venue.acronym ? `${venue.acronym} — ` : ''}
        {venue.name}
      </Link>
    </h2>
  );
}
