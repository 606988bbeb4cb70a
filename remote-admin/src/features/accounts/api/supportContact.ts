import { apiCall, apiGetQuery, invalidateApiReads, type ApiBody } from '@waste/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type SupportContactChange = ApiBody<'/users/support-contact', 'put'>;

/** Whom users contact for help, as the Help page shows it; read only while its dialog is open. */
export const useSupportContact = (open: boolean) => useQuery({ ...apiGetQuery('/users/me/support-contact'), enabled: open });

/** Sets it; the Help page and the audit log read the new one. */
export function useSetSupportContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: SupportContactChange) => apiCall('put', '/users/support-contact', { body: contact }),
    onSuccess: () => invalidateApiReads(client, '/users/me/support-contact', '/loggers/search'),
  });
}
