import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router-dom';
import type { AppConfig } from '../app/app-config';
import { Providers } from '../app/Providers';
import { AppRoutes } from '../app/router';

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

/** What a test reads of the router: the current location, and a way to go elsewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate(to: To): Promise<void>;
}

type Probe = (location: Location, navigate: NavigateFunction) => void;

/** Tells `onCommit` the app's location and navigation after each render (renders nothing). */
function RouterProbe({ onCommit }: { onCommit: Probe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onCommit(location, navigate));
  return null;
}

/** Renders the whole app (real routes, store and providers) at `path`. */
export function renderApp(path: string, config: Partial<AppConfig> = {}) {
  let go: NavigateFunction | undefined;
  const router: TestRouter = {
    state: { location: undefined as unknown as Location },
    navigate: async (to) => void go?.(to),
  };
  const onCommit: Probe = (location, navigate) => {
    router.state.location = location;
    go = navigate;
  };
  const view = render(
    <Providers config={{ ...TEST_CONFIG, ...config }}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <AppRoutes />
        <RouterProbe onCommit={onCommit} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router };
}
