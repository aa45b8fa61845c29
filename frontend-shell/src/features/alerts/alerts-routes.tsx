import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The signed-in "My alerts" page and the page a digest's "stop this alert" link opens. */
export function alertsRoutes(guarded: (element: ReactNode) => ReactNode): RouteObject[] {
  return [
    {
      path: '/account/alerts',
      lazy: () => import('./MyAlertsPage').then((m) => ({ element: guarded(<m.MyAlertsPage />) })),
    },
    {
      path: '/alerts/stop',
      lazy: () => import('./StopAlertPage').then((m) => ({ Component: m.StopAlertPage })),
    },
  ];
}
