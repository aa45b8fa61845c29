import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header, type HeaderVariant } from '../components/Header';
import { PageSpinner } from '../components/Spinner';
import { AuthPage } from '../features/auth/AuthPage';
import { HomePage } from '../features/home/HomePage';
import { JobPage } from '../features/job-page/JobPage';
import { JobsPage } from '../features/jobs/JobsPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { CustomPage } from '../features/pages/CustomPage';
import { RequireUser } from '../features/session/RequireUser';
import { TeamPage } from '../features/teams/TeamPage';
import { ScrollToTop } from './ScrollToTop';

// The admin route's code (and through it the remote) loads only when /admin is opened.
const AdminRoute = lazy(() => import('../features/admin/AdminRoute'));

function Layout({ header, footer }: { header: HeaderVariant; footer: 'home' | 'app' }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Header variant={header} />
      <Outlet />
      <Footer variant={footer} />
    </>
  );
}

function guarded(element: ReactNode) {
  return <RequireUser>{element}</RequireUser>;
}

export const routes: RouteObject[] = [
  {
    element: <Layout header="public" footer="home" />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <AuthPage /> },
    ],
  },
  {
    element: <Layout header="app" footer="app" />,
    children: [
      { path: '/jobs', element: guarded(<JobsPage />) },
      // A job's own page is public: search engines list it (the board stays members-only).
      { path: '/jobs/:id/:slug?', element: <JobPage /> },
      {
        path: '/admin/*',
        element: guarded(
          <Suspense fallback={<PageSpinner label="Loading the admin area" />}>
            <AdminRoute />
          </Suspense>,
        ),
      },
      { path: '/page/:slug', element: <CustomPage /> },
      { path: '/teams/:slug', element: <TeamPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
