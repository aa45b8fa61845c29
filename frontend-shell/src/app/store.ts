import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, type CarouselImageDto, type SiteContentDto, type UserDto } from '../api/api';
import { baseApi } from '../api/base-api';

/**
 * `signedOut`: the server saw no session cookie, so the current user is known to be null and
 * is not fetched (a 401 on the user read means signed out; here without the request). `carousel`: the home page's
 * carousel images the server wrote into the page, so the hero shows its first image on the first
 * render instead of after a request (docs/decisions/0086-home-page-main-thread.md). `homeContent`:
 * the home page's stored texts the server wrote into the page (null: none stored, the defaults
 * show), read without a request.
 */
export function makeStore({
  signedOut = false,
  carousel,
  homeContent,
}: {
  signedOut?: boolean;
  carousel?: CarouselImageDto[];
  homeContent?: SiteContentDto | null;
} = {}) {
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
  if (carousel) {
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'listCarouselImages', arg: undefined, value: carousel },
      ]),
    );
  }
  if (homeContent !== undefined) {
    store.dispatch(
      api.util.upsertQueryEntries([
        {
          endpointName: 'getPageContent',
          arg: { pageKey: 'homepage' },
          value: homeContent as SiteContentDto,
        },
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
