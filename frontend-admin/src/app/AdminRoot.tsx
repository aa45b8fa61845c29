import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import type { AdminRemoteProps } from '../contract';
import { AccessDenied } from '../features/access/AccessDenied';
import { AdminDashboard } from '../features/dashboard/AdminDashboard';
import { SessionProvider } from './session';
import { createAdminStore, onDataChanged } from './store';
import { adminCardConfig, adminTheme } from './theme';
import { TOAST_CONFIG } from './toast';

/**
 * The CMS with its own store (RTK Query cache) inside whatever the shell renders around it.
 * Non-admins see Access Denied; the server refuses their admin calls anyway.
 */
export function AdminRoot({ user, navigate, invalidate }: AdminRemoteProps) {
  const [store] = useState(createAdminStore);
  useEffect(() => store.dispatch(onDataChanged(invalidate)), [store, invalidate]);

  return (
    <ConfigProvider theme={adminTheme} card={adminCardConfig} locale={enUS}>
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
