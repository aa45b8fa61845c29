import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/base-api';
import { api, useCurrentUserQuery, useLogoutMutation, type UserDto } from '../../api/api';
import { useAppDispatch } from '../../app/store';
import { useToast } from '../toasts/ToastProvider';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: UserDto }
  | { status: 'signed-out'; user: null };

/** The user is loaded on start; a 401 means signed out. */
export function useSession(): SessionState {
  const { data, isLoading, isError } = useCurrentUserQuery();
  if (isLoading) return { status: 'loading', user: null };
  if (data && !isError) return { status: 'signed-in', user: data };
  return { status: 'signed-out', user: null };
}

/** Sign-out: the session ends, the user goes to /; failures show 'Logout failed'. */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const notify = useToast();
  const dispatch = useAppDispatch();
  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
      // Leave the page first, then forget the user (signing out sets the user to null): a
      // guarded page that saw the user go would send the visitor to /auth.
      flushSync(() => void navigate('/'));
      dispatch(api.util.upsertQueryData('currentUser', undefined, null as unknown as UserDto));
    } catch (error) {
      notify({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    }
  }, [logout, navigate, notify, dispatch]);
  return { signOut, pending: isLoading };
}
