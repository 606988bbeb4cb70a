import { apiCall } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

/** Mails the account's holder a one-time link to choose a new password. */
export const useSendPasswordReset = () =>
  useMutation({ mutationFn: (id: string) => apiCall('post', '/users/{id}/password-reset', { path: { id } }) });
