import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { buttonClassName } from '../../components/ui/button-class-name';
import { paths } from '../../config/paths';
import { useSignedInMe } from '../../features/auth/api/find-me';
import { FavoriteCfpsCard } from '../dashboard/favorite-cfps-card';
import { PlanUsageCard } from '../dashboard/plan-usage-card';
import { RecentPapersCard } from '../dashboard/recent-papers-card';
import { UpcomingDeadlinesCard } from '../dashboard/upcoming-deadlines-card';
import { getEmailLocalPart } from '../../lib/get-email-local-part';

/** `/dashboard`: the signed-in home, with the way to submit a paper and the plan's usage. */
export function DashboardRoute() {
  const me = useSignedInMe();
  return (
    <PageContainer
      title={`Welcome, ${getEmailLocalPart(me.user.email)}`}
      documentTitle="Dashboard"
      description="Find the right venue for your next paper."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="submit-heading"
          className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-white p-6 shadow-sm lg:col-span-2"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-600 text-white">
            <FileText aria-hidden="true" className="size-6" />
          </span>
          <h2 id="submit-heading" className="mt-5 text-xl font-semibold text-slate-900">
            Submit a Paper
          </h2>
          <p className="mt-2 max-w-prose text-slate-600">
            Describe your paper with its title, theme, abstract and keywords to get venues ranked by fit,
            their next deadlines and advice on what to adapt.
          </p>
          <Link to={paths.submit} className={buttonClassName({ className: 'mt-6' })}>
            Find Matching CFPs
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
        <PlanUsageCard plan={me.plan} limits={me.limits} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RecentPapersCard />
        <UpcomingDeadlinesCard />
        <FavoriteCfpsCard />
      </div>
    </PageContainer>
  );
}
