import {
  addListener,
  configureStore,
  createListenerMiddleware,
  isFulfilled,
} from '@reduxjs/toolkit';
import { adminApi } from '../api/admin-api';
import type { DataTag } from '../api/data-tags';
import { mutationTags } from '../api/mutation-tags';

export type DataChangedListener = (tags: DataTag[]) => void;

/** The tags a fulfilled mutation changed (none for any other action). */
function changedTags(action: unknown): readonly DataTag[] {
  if (!isFulfilled(action)) return [];
  const arg = (action.meta as { arg?: { type?: string; endpointName?: string } }).arg;
  return arg?.type === 'mutation' ? mutationTags(arg.endpointName) : [];
}

/**
 * After a successful mutation, tells the shell which of its caches went stale (the same tag names
 * the CMS invalidates in its own cache), so public screens in this tab show fresh data. Dispatch
 * the returned action on an admin store; the dispatch returns the unsubscribe function.
 */
export function onDataChanged(listener: DataChangedListener) {
  return addListener({
    predicate: (action) => changedTags(action).length > 0,
    effect: (action) => listener([...changedTags(action)]),
  });
}

/** One store per mounted CMS; `onDataChanged` subscribes the shell's callback. */
export function createAdminStore() {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Uploaded files travel as mutation arguments; RTK Query keeps them in its state.
        serializableCheck: { ignoredPaths: [/^adminApi\.mutations\./] },
      })
        .prepend(createListenerMiddleware().middleware)
        .concat(adminApi.middleware),
  });
}

export type AdminStore = ReturnType<typeof createAdminStore>;
export type RootState = ReturnType<AdminStore['getState']>;
