import { apiCall } from '@waste/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from './fetchProfile';

/** Ends the pending email change: the link mailed to the new address is refused from then on. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('delete', '/users/me/email-change'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}
