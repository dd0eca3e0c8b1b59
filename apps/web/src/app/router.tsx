import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { queryClient } from '../lib/query-client';
import { AuthLayout } from './layouts/auth-layout';
import { HydrateFallback } from './layouts/hydrate-fallback';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { LandingRoute } from './routes/landing-route';

/*
 * Only the landing page ships in the entry bundle: it is the first page most visitors see, and keeping
 * it eager avoids a second round trip before it paints. Every other page is fetched on navigation.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback,
    children: [
      {
        Component: MainLayout,
        children: [
          { index: true, Component: LandingRoute },
          {
            path: paths.pricing,
            lazy: () => import('./routes/pricing-route').then((m) => ({ Component: m.PricingRoute })),
          },
          {
            path: paths.privacy,
            lazy: () => import('./routes/privacy-route').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: paths.terms,
            lazy: () => import('./routes/terms-route').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: paths.contact,
            lazy: () => import('./routes/contact-route').then((m) => ({ Component: m.ContactRoute })),
          },
          {
            path: paths.venues,
            // A static loader runs alongside `lazy`, so the catalog request starts with the page's code.
            // It is not awaited: the page keeps its own loading and error states.
            loader: async ({ request }) => {
              const { prefetchVenues } = await import('../features/catalog/api/list-venues');
              void prefetchVenues(queryClient, new URL(request.url));
              return null;
            },
            lazy: () => import('./routes/venues-route').then((m) => ({ Component: m.VenuesRoute })),
          },
          {
            path: paths.venue,
            lazy: () => import('./routes/venue-route').then((m) => ({ Component: m.VenueRoute })),
          },
          {
            path: paths.sources,
            lazy: () => import('./routes/sources-route').then((m) => ({ Component: m.SourcesRoute })),
          },
          {
            path: paths.devMailbox,
            lazy: () => import('./routes/dev-mailbox-route').then((m) => ({ Component: m.DevMailboxRoute })),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: paths.dashboard,
                lazy: () => import('./routes/dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
              },
              {
                path: paths.profile,
                lazy: () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileRoute })),
              },
              {
                path: paths.submit,
                lazy: () => import('./routes/submit-route').then((m) => ({ Component: m.SubmitRoute })),
              },
              {
                path: paths.matches,
                lazy: () => import('./routes/matches-route').then((m) => ({ Component: m.MatchesRoute })),
              },
              {
                path: paths.analysis,
                lazy: () =>
                  import('./routes/analysis-route').then((m) => ({
                    Component: m.AnalysisRoute,
                  })),
              },
              {
                path: paths.compare,
                lazy: () => import('./routes/compare-route').then((m) => ({ Component: m.CompareRoute })),
              },
              {
                path: paths.plan,
                lazy: () => import('./routes/plan-route').then((m) => ({ Component: m.PlanRoute })),
              },
              {
                path: paths.history,
                lazy: () => import('./routes/history-route').then((m) => ({ Component: m.HistoryRoute })),
              },
              {
                path: paths.deadlines,
                lazy: () => import('./routes/deadlines-route').then((m) => ({ Component: m.DeadlinesRoute })),
              },
              {
                path: paths.favorites,
                lazy: () => import('./routes/favorites-route').then((m) => ({ Component: m.FavoritesRoute })),
              },
              {
                path: paths.success,
                lazy: () => import('./routes/success-route').then((m) => ({ Component: m.SuccessRoute })),
              },
              {
                path: paths.testCheckout,
                lazy: () =>
                  import('./routes/test-checkout-route').then((m) => ({ Component: m.TestCheckoutRoute })),
              },
            ],
          },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          {
            path: paths.login,
            lazy: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: paths.register,
            lazy: () => import('./routes/register-route').then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: paths.resetPassword,
            lazy: () =>
              import('./routes/reset-password-route').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
