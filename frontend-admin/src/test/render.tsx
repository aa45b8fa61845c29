import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
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

/**
 * Renders one screen of the CMS with its own store, the toast slot and an admin session.
 *
 * Ant Design's styles are kept out of the document (`mock="server"`: collected, never injected):
 * jsdom matches every rule of every style sheet against an element each time its style is read,
 * and user-event and Ant Design's table read it for every ancestor of what they touch, which made
 * these tests spend two thirds of their time matching selectors. What these tests check is what
 * the screens show and send; how they look, and that what is hidden cannot be clicked, the
 * browser tests check in Chromium with the real styles.
 */
export function renderInAdmin(ui: ReactElement, { user = ADMIN } = {}) {
  const invalidate = jest.fn();
  const navigate = jest.fn();
  const store = createAdminStore();
  store.dispatch(onDataChanged(invalidate));
  const result = render(
    <StyleProvider mock="server">
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp notification={TOAST_CONFIG}>
          <Provider store={store}>
            <SessionProvider value={{ user, navigate }}>{ui}</SessionProvider>
          </Provider>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...result, store, invalidate, navigate };
}
