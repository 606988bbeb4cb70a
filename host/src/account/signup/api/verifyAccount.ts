import { apiCall } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

/** Proves a new account's email with the token of the mailed link; the account signs in from then on. */
export const useVerifyAccount = () =>
  useMutation({ mutationFn: (token: string) => apiCall('post', '/auth/verify-account', { body: { token } }) });
