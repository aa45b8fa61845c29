import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    currentUser: build.query<CurrentUserApiResponse, CurrentUserApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type LoginApiResponse = /** status 200  */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type RegisterApiResponse = /** status 201 Created; the session cookie is set */ UserDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type CurrentUserApiResponse = /** status 200  */ UserDto;
export type CurrentUserApiArg = void;
export type UserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  createdAt: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type RegisterDto = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Must be true. */
  termsAccepted: boolean;
  /** Accepted for compatibility and ignored: nobody makes themselves an admin. */
  isAdmin?: boolean;
};
export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useCurrentUserQuery } =
  injectedRtkApi;
