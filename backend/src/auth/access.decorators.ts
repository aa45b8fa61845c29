import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

export const ACCESS_KEY = 'access';
export type Access = 'public' | 'user' | 'admin';

/** Anyone may call this route, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/**
 * Signed-in users only. This is also the default for a route with no marker (deny by default);
 * the marker makes the intent explicit in code and in the OpenAPI document.
 */
export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'user' satisfies Access),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
  );

/** Administrators only: anonymous callers get 401, signed-in non-admins 403. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'admin' satisfies Access),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Signed in, but not an administrator' }),
  );
