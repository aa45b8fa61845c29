import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The pages emailed links lead to, and the signed-in preferences page (each its own chunk). */
export function accountEmailRoutes(guarded: (element: ReactNode) => ReactNode): RouteObject[] {
  return [
    {
      path: '/forgot-password',
      lazy: () => import('./ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
    },
    {
      path: '/reset-password',
      lazy: () => import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
    },
    {
      path: '/verify-email',
      lazy: () => import('./VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
    },
    {
      path: '/unsubscribe',
      lazy: () => import('./UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })),
    },
    {
      path: '/account/email',
      lazy: () =>
        import('./EmailPreferencesPage').then((m) => ({
          element: guarded(<m.EmailPreferencesPage />),
        })),
    },
  ];
}
