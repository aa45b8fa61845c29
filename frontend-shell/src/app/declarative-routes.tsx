import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type LazyRoute = Pick<RouteObject, 'Component' | 'element'>;

/** A `lazy` route's code as one React component, loaded once on the first visit. */
function lazyPage(load: () => Promise<LazyRoute>): ComponentType {
  return lazy(() =>
    load().then(({ Component, element }) => ({
      default: () => element ?? (Component ? createElement(Component) : null),
    })),
  );
}

/**
 * The shell's routes are written as route objects with `lazy` code and a `HydrateFallback`, and
 * rendered by react-router's declarative router (`<BrowserRouter>` and `useRoutes`), which has no
 * loaders, actions, fetchers nor lazy-route machinery: the data router was a third of the home
 * page's react-router code and the shell used none of it (docs/decisions/0230-home-page-js-diet.md).
 * Each `lazy` route becomes a lazily loaded component inside Suspense: the route's
 * `HydrateFallback` shows while its code downloads on the first visit, and a failed download is
 * thrown to the layout's error boundary (`RouteErrorBoundary`).
 */
export function declarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, HydrateFallback, children, ...rest } = route;
    if (load && typeof load !== 'function') {
      throw new Error(`route ${route.path}: write its lazy code as a function`);
    }
    const Page = load ? lazyPage(load) : null;
    return {
      ...rest,
      ...(Page && {
        element: (
          <Suspense fallback={HydrateFallback ? <HydrateFallback /> : null}>
            <Page />
          </Suspense>
        ),
      }),
      ...(children && { children: declarativeRoutes(children) }),
    } as RouteObject;
  });
}
