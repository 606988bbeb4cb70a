import { apiCall } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

/** The server answers the same neutral message whether or not the email has an account. */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => apiCall('post', '/auth/forgot-password', { body: { email } }) });
