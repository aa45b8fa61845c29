import {
  Component,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { baseApi } from '../../api/base-api';
import { useAppConfig } from '../../app/AppConfigContext';
import { useAppDispatch } from '../../app/store';
import { Button } from '../../components/Button';
import { Main, Message } from '../../components/Layout';
import { PageSpinner } from '../../components/Spinner';
import type { AdminRemoteProps, PublicDataTag } from '../../contract/admin-remote';
import { useDocumentHead } from '../../lib/use-document-head';
import { useSession, useSignOut } from '../session/use-session';
import { useToast } from '../toasts/ToastProvider';
import { loadAdminRemote } from './load-admin-remote';

/** The page message, with its own side padding (no Container around it). */
const Failure = styled(Message)`
  padding: 72px 16px;
`;

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Failure role="alert">
      <h1>The admin area could not be loaded</h1>
      <p>{message}</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Failure>
  );
}

/** Catches errors thrown while rendering the remote; Retry mounts it again. */
class RemoteBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <LoadFailed
          message={this.state.error.message}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<AdminRemoteProps> }
  | { status: 'failed'; message: string };

/**
 * /admin: the remote CMS, loaded lazily from the run-time URL, with a loading state and an error
 * boundary with a retry. Access Denied for non-admins is the remote's own screen.
 */
export default function AdminRoute() {
  const { adminRemoteUrl, siteName } = useAppConfig();
  useDocumentHead({ title: `Admin - ${siteName}` });
  const session = useSession();
  const { signOut } = useSignOut();
  const notify = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load (this URL, this attempt); any other load is still under way.
  const [outcome, setOutcome] = useState<LoadState & { of: string }>();
  const load = `${attempt}:${adminRemoteUrl}`;
  const state: LoadState = outcome?.of === load ? outcome : { status: 'loading' };

  useEffect(() => {
    let live = true;
    const of = `${attempt}:${adminRemoteUrl}`;
    loadAdminRemote(adminRemoteUrl, attempt > 0).then(
      (App) => live && setOutcome({ of, status: 'ready', App }),
      (error: unknown) =>
        live &&
        setOutcome({
          of,
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [adminRemoteUrl, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const invalidate = useCallback(
    (tags: PublicDataTag[]) => dispatch(baseApi.util.invalidateTags(tags)),
    [dispatch],
  );

  if (!session.user) return null; // the route guard only renders this for a signed-in user
  return (
    <Main>
      {state.status === 'loading' && <PageSpinner label="Loading the admin area" />}
      {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <RemoteBoundary onRetry={retry}>
          <state.App
            user={session.user}
            signOut={signOut}
            notify={notify}
            navigate={navigate}
            invalidate={invalidate}
          />
        </RemoteBoundary>
      )}
    </Main>
  );
}
