import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, type UserDto } from '../api/api';
import { baseApi } from '../api/base-api';

/**
 * `signedOut`: the server saw no session cookie, so the current user is known to be null and
 * is not fetched (SPEC §4's 401 → null, without the request).
 */
export function makeStore({ signedOut = false }: { signedOut?: boolean } = {}) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  if (signedOut) {
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'currentUser', arg: undefined, value: null as unknown as UserDto },
      ]),
    );
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
