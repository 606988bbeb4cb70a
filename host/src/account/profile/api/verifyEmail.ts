import { apiCall } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

/** Confirms an email change with the token of the mailed link. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: (token: string) => apiCall('post', '/auth/verify-email', { body: { token } }) });
