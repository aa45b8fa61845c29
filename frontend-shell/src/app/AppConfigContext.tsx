import { createContext, useContext, type ReactNode } from 'react';
import { readAppConfig, type AppConfig } from './app-config';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ value, children }: { value?: AppConfig; children: ReactNode }) {
  return (
    <AppConfigContext.Provider value={value ?? readAppConfig()}>
      {children}
    </AppConfigContext.Provider>
  );
}

export function useAppConfig(): AppConfig {
  const value = useContext(AppConfigContext);
  if (!value) throw new Error('useAppConfig needs an AppConfigProvider');
  return value;
}
