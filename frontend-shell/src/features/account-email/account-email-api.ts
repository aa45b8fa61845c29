/**
 * Cache rules of the account mail endpoints (password reset, address confirmation, preferences,
 * unsubscribe): the preferences are read once and refreshed by the changes that alter them.
 */
import { generatedApi } from '../../api/generated';

export const accountEmailApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['EmailPreferences'],
  endpoints: {
    getEmailPreferences: { providesTags: ['EmailPreferences'] },
    // The boxes follow the click at once; the answer (or an undo on failure) settles them.
    updateEmailPreferences: {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          generatedApi.util.updateQueryData('getEmailPreferences', undefined, (draft) => {
            Object.assign(draft, arg.updateEmailPreferencesDto);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedApi.util.upsertQueryData('getEmailPreferences', undefined, data));
        } catch {
          patch.undo();
        }
      },
    },
    confirmEmail: { invalidatesTags: ['EmailPreferences'] },
    unsubscribe: { invalidatesTags: ['EmailPreferences'] },
  },
});

export const {
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useGetEmailPreferencesQuery,
  useUpdateEmailPreferencesMutation,
  useUnsubscribeMutation,
} = accountEmailApi;
