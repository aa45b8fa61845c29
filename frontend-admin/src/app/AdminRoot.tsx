import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import type { AdminRemoteProps } from '../contract';
import { AccessDenied } from '../features/access/AccessDenied';
import { AdminDashboard } from '../features/dashboard/AdminDashboard';
import { SessionProvider } from './session';
import { createAdminStore, type DataChangedListener } from './store';
import { adminTheme } from './theme';
import { TOAST_CONFIG } from './toast';

/**
 * The CMS with its own store (RTK Query cache) inside whatever the shell renders around it.
 * Non-admins see Access Denied; the server refuses their admin calls anyway.
 */
export function AdminRoot({ user, navigate, invalidate }: AdminRemoteProps) {
  const listener = useRef<DataChangedListener | undefined>(invalidate);
  useEffect(() => {
    listener.current = invalidate;
  }, [invalidate]);
  const [store] = useState(() => createAdminStore(() => listener.current));

  return (
    <ConfigProvider theme={adminTheme} locale={enUS}>
      <AntApp notification={TOAST_CONFIG} message={TOAST_CONFIG}>
        {user?.isAdmin ? (
          <Provider store={store}>
            <SessionProvider value={{ user, navigate }}>
              <AdminDashboard />
            </SessionProvider>
          </Provider>
        ) : (
          <AccessDenied />
        )}
      </AntApp>
    </ConfigProvider>
  );
}
