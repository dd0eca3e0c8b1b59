import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAnalyses } from '../../features/analyses/api/list-analyses';
import { DashboardCard } from './dashboard-card';

/** The last three analyses. */
export function RecentPapersCard() {
  const analyses = useAnalyses();
  const items = analyses.data?.items.slice(0, 3) ?? [];
  return (
    <DashboardCard
      id="recent-papers"
      title="Recent Papers"
      linkLabel="View All Papers"
      linkTo={paths.history}
    >
      {analyses.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No analyses yet.</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/matches/${item.id}`} className="block rounded text-sm hover:underline">
                <span className="font-medium text-slate-900">{item.title}</span>
                <span className="block text-slate-600">
                  {item.theme} ·{' '}
                  {new Date(item.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
