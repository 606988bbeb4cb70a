import { apiCall } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

/** The server answers the same neutral message whatever the address; a link goes only to an account waiting for one. */
export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => apiCall('post', '/auth/resend-verification', { body: { email } }) });
