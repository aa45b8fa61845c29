import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../features/toasts/ToastProvider';
import { readAppConfig, type AppConfig } from './app-config';
import { AppConfigProvider } from './AppConfigContext';
import { GlobalStyle } from './GlobalStyle';
import { makeStore, type AppStore } from './store';
import { theme } from './theme';

export function Providers({
  children,
  store,
  config,
}: {
  children: ReactNode;
  store?: AppStore;
  config?: AppConfig;
}) {
  const [ownStore] = useState(() => {
    if (store) return store;
    const { signedOut, carousel, homeContent } = config ?? readAppConfig();
    return makeStore({ signedOut, carousel, homeContent });
  });
  return (
    <Provider store={ownStore}>
      <AppConfigProvider value={config}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </AppConfigProvider>
    </Provider>
  );
}
