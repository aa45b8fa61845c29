// Standalone development entry (`npm run dev -w frontend-admin`, /api proxied to the app): plays
// the shell's part of the contract. In production the shell renders admin/App itself.
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdminSessionUser } from './contract';
import AdminApp from './remote-entry';

const post = (path: string, body?: unknown) =>
  fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });

async function currentUser(): Promise<AdminSessionUser | null> {
  const response = await fetch('/api/user', { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as AdminSessionUser;
}

/** Sign-in for the standalone CMS only (the site's own /auth page does this in production). */
function DevSignIn({ onSignedIn }: { onSignedIn: (user: AdminSessionUser) => void }) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: { email: string; password: string }) => {
    const response = await post('/api/login', values);
    if (response.ok) onSignedIn((await response.json()) as AdminSessionUser);
    else setError(`${response.status}: ${(await response.text()) || response.statusText}`);
  };
  return (
    <Card title="Sign in to the CMS (development)" style={{ maxWidth: 420, margin: '64px auto' }}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, min: 6 }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && (
          <Typography.Paragraph type="danger" role="alert">
            {error}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit">
          Sign In
        </Button>
      </Form>
    </Card>
  );
}

function Standalone({ initialUser }: { initialUser: AdminSessionUser | null }) {
  const [user, setUser] = useState(initialUser);
  if (!user) return <DevSignIn onSignedIn={setUser} />;
  return (
    <AdminApp
      user={user}
      signOut={async () => {
        await post('/api/logout');
        setUser(null);
      }}
      notify={({ title, description }) => console.info(title, description ?? '')}
      navigate={(path) => window.location.assign(path)}
      invalidate={() => undefined}
    />
  );
}

const root = createRoot(document.getElementById('root')!);

currentUser().then(
  (user) =>
    root.render(
      <StrictMode>
        <main>
          <Standalone initialUser={user} />
        </main>
      </StrictMode>,
    ),
  (error: Error) =>
    root.render(
      <Result status="error" title="Could not load the session" subTitle={error.message} />,
    ),
);
