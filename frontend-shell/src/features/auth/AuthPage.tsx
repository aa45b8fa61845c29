import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppConfig } from '../../app/AppConfigContext';
import { Card, CardPage } from '../../components/CardPage';
import { PageSpinner } from '../../components/Spinner';
import { useDocumentHead } from '../../lib/use-document-head';
import { useSession } from '../session/use-session';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const Page = CardPage;

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const Tab = styled.button`
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: transparent;
  color: ${({ theme }) => theme.color.muted};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

type TabKey = 'login' | 'register';
const TABS: Array<{ key: TabKey; label: string }> = [
  { key: 'login', label: 'Sign In' },
  { key: 'register', label: 'Sign Up' },
];

/**
 * /auth: Sign In and Sign Up tabs, starting on Sign In (on Sign Up when a sign-up
 * invitation links to `/auth?tab=signup`). A signed-in visitor is sent to /; a successful sign-in
 * or sign-up goes to /jobs.
 */
export function AuthPage() {
  const { siteName } = useAppConfig();
  useDocumentHead({ title: `Sign In - ${siteName}` });
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<TabKey>(
    searchParams.get('tab') === 'signup' ? 'register' : 'login',
  );
  const [submitted, setSubmitted] = useState(false);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  if (session.status === 'loading') return <PageSpinner label="Checking your session" />;
  if (session.status === 'signed-in') {
    return <Navigate to={submitted ? '/jobs' : '/'} replace />;
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next: TabKey = tab === 'login' ? 'register' : 'login';
    setTab(next);
    tabRefs.current[next === 'login' ? 0 : 1]?.focus();
  };
  const markSubmitted = () => setSubmitted(true);

  return (
    <Page>
      <Card>
        <h1>{tab === 'login' ? 'Welcome back' : 'Create your account'}</h1>
        <p>Your gateway to American football careers</p>
        <Tabs role="tablist" aria-label="Sign in or sign up" onKeyDown={onKeyDown}>
          {TABS.map((t, i) => (
            <Tab
              key={t.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls={`auth-panel-${t.key}`}
              tabIndex={tab === t.key ? 0 : -1}
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </Tab>
          ))}
        </Tabs>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          {tab === 'login' ? (
            <SignInForm onSignedIn={markSubmitted} />
          ) : (
            <SignUpForm onSignedIn={markSubmitted} />
          )}
        </div>
      </Card>
    </Page>
  );
}
