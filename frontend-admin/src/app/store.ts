import { configureStore, isFulfilled, type Middleware } from '@reduxjs/toolkit';
import { adminApi, MUTATION_TAGS } from '../api/admin-api';
import type { DataTag } from '../api/data-tags';

export type DataChangedListener = (tags: DataTag[]) => void;

/**
 * After a successful mutation, tells the shell which of its caches went stale (the same tag names
 * the CMS invalidates in its own cache), so public screens in this tab show fresh data (SPEC §4).
 */
function dataChangedMiddleware(getListener: () => DataChangedListener | undefined): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (isFulfilled(action)) {
      const arg = (action.meta as { arg?: { type?: string; endpointName?: string } }).arg;
      const tags = arg?.type === 'mutation' ? MUTATION_TAGS[arg.endpointName ?? ''] : undefined;
      if (tags && tags.length > 0) getListener()?.([...tags]);
    }
    return result;
  };
}

/** One store per mounted CMS; `getListener` reads the shell's current callback. */
export function createAdminStore(
  getListener: () => DataChangedListener | undefined = () => undefined,
) {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Uploaded files travel as mutation arguments; RTK Query keeps them in its state.
        serializableCheck: { ignoredPaths: [/^adminApi\.mutations\./] },
      }).concat(adminApi.middleware, dataChangedMiddleware(getListener)),
  });
}

export type AdminStore = ReturnType<typeof createAdminStore>;
export type RootState = ReturnType<AdminStore['getState']>;
