import { apiCall, type ApiBody } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

export const useResetPassword = () =>
  useMutation({ mutationFn: (reset: ApiBody<'/auth/reset-password', 'post'>) => apiCall('post', '/auth/reset-password', { body: reset }) });
