import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { SessionProvider } from '../app/session';
import { createAdminStore, onDataChanged } from '../app/store';
import { TOAST_CONFIG } from '../app/toast';
import type { AdminSessionUser } from '../contract';

export const ADMIN: AdminSessionUser = {
  id: 'admin-1',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  isAdmin: true,
};

/** Renders one screen of the CMS with its own store, the toast slot and an admin session. */
export function renderInAdmin(ui: ReactElement, { user = ADMIN } = {}) {
  const invalidate = jest.fn();
  const navigate = jest.fn();
  const store = createAdminStore();
  store.dispatch(onDataChanged(invalidate));
  const result = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp notification={TOAST_CONFIG}>
        <Provider store={store}>
          <SessionProvider value={{ user, navigate }}>{ui}</SessionProvider>
        </Provider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...result, store, invalidate, navigate };
}
