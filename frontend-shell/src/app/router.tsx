import { alertsRoutes } from '../features/alerts/alerts-routes';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header, type HeaderVariant } from '../components/Header';
import { PageSpinner } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';
import { RequireUser } from '../features/session/RequireUser';
import { accountEmailRoutes } from '../features/account-email/account-email-routes';
import { declarativeRoutes } from './declarative-routes';
import { RouteErrorBoundary } from './RouteError';
import { ScrollToTop } from './ScrollToTop';

// Only the home page is in the first download: every other screen is its own chunk, fetched by
// the router when its route is first matched (docs/decisions/0080-home-page-weight.md).
// The admin route's code (and through it the remote) loads only when /admin is opened.
const AdminRoute = lazy(() => import('../features/admin/AdminRoute'));

function Layout({ header, footer }: { header: HeaderVariant; footer: 'home' | 'app' }) {
  return (
    <RouteErrorBoundary>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Header variant={header} />
      <Outlet />
      <Footer variant={footer} />
    </RouteErrorBoundary>
  );
}

/** What a lazily loaded route shows inside the layout while its code loads on the first visit. */
function RouteLoading() {
  return <PageSpinner label="Loading the page" />;
}

function guarded(element: ReactNode) {
  return <RequireUser>{element}</RequireUser>;
}

export const routes: RouteObject[] = [
  {
    element: <Layout header="public" footer="home" />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/auth',
        HydrateFallback: RouteLoading,
        lazy: () => import('../features/auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
      },
    ],
  },
  {
    element: <Layout header="app" footer="app" />,
    children: [
      {
        path: '/jobs',
        HydrateFallback: RouteLoading,
        lazy: () =>
          import('../features/jobs/JobsPage').then((m) => ({ element: guarded(<m.JobsPage />) })),
      },
      // A job's own page is public: search engines list it (the board stays members-only).
      {
        path: '/jobs/:id/:slug?',
        HydrateFallback: RouteLoading,
        lazy: () => import('../features/job-page/JobPage').then((m) => ({ Component: m.JobPage })),
      },
      {
        path: '/saved-jobs',
        lazy: () =>
          import('../features/saved-jobs/SavedJobsPage').then((m) => ({
            element: guarded(<m.SavedJobsPage />),
          })),
      },
      {
        path: '/admin/*',
        element: guarded(
          <Suspense fallback={<PageSpinner label="Loading the admin area" />}>
            <AdminRoute />
          </Suspense>,
        ),
      },
      ...accountEmailRoutes(guarded),
      ...alertsRoutes(guarded),
      {
        path: '/page/:slug',
        HydrateFallback: RouteLoading,
        lazy: () =>
          import('../features/pages/CustomPage').then((m) => ({ Component: m.CustomPage })),
      },
      {
        path: '/teams/:slug',
        HydrateFallback: RouteLoading,
        lazy: () => import('../features/teams/TeamPage').then((m) => ({ Component: m.TeamPage })),
      },
      {
        path: '*',
        HydrateFallback: RouteLoading,
        lazy: () =>
          import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

const renderedRoutes = declarativeRoutes(routes);

/** The page of the current address (inside a `<BrowserRouter>`, or a `<MemoryRouter>` in tests). */
export function AppRoutes() {
  return useRoutes(renderedRoutes);
}
