import { apiCall, type ApiBody } from '@waste/shared';
import { useMutation } from '@tanstack/react-query';

export const useChangePassword = () =>
  useMutation({ mutationFn: (change: ApiBody<'/users/me/password', 'post'>) => apiCall('post', '/users/me/password', { body: change }) });
