// Standalone development entry (`npm run dev -w frontend-admin`, API proxied to :3000): plays the
// shell's part of the contract. In production the shell renders admin/App itself.
import { Result } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdminSessionUser } from './contract';
import AdminApp from './remote-entry';

async function currentUser(): Promise<AdminSessionUser | null> {
  const response = await fetch('/api/user', { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as AdminSessionUser;
}

const root = createRoot(document.getElementById('root')!);

currentUser().then(
  (user) =>
    root.render(
      <StrictMode>
        {user ? (
          <AdminApp
            user={user}
            signOut={async () => {
              await fetch('/api/logout', { method: 'POST', credentials: 'include' });
              window.location.assign('/');
            }}
            notify={({ title, description }) => console.info(title, description ?? '')}
            navigate={(path) => window.location.assign(path)}
            invalidate={() => undefined}
          />
        ) : (
          <Result
            status="403"
            title="Not signed in"
            subTitle="Sign in as an administrator on the site this page's API is proxied to, then reload."
          />
        )}
      </StrictMode>,
    ),
  (error: Error) =>
    root.render(
      <Result status="error" title="Could not load the session" subTitle={error.message} />,
    ),
);
