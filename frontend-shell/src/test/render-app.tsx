import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AppConfig } from '../app/app-config';
import { Providers } from '../app/Providers';
import { routes } from '../app/router';

export const TEST_CONFIG: AppConfig = {
  siteName: 'Gridiron Careers',
  publicUrl: 'http://localhost',
  adminRemoteUrl: '/remotes/admin/mf-manifest.json',
  seo: {
    title: 'Gridiron Careers | Your gateway to American football careers',
    description: 'Jobs in American football',
    keywords: 'NFL jobs',
  },
};

/** Renders the whole app (real routes, store and providers) at `path`. */
export function renderApp(path: string, config: Partial<AppConfig> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers config={{ ...TEST_CONFIG, ...config }}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
