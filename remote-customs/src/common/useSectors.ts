import { apiClient, apiQueryKey } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '../i18n/namespace';

export interface Sector {
  id: string;
  name: string;
  source: string;
}

export function useSectors() {
  return useQuery({
    queryKey: apiQueryKey('/sector'),
    queryFn: async () => (await apiClient.get<{ sectors: Sector[] }>('/sector')).data.sectors,
    staleTime: Infinity,
  });
}

/** A sector's name in the current language, by its id; '' for none. */
export function useSectorName() {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  return (id: string | null) => (id ? t(`sector.${id}`) : '');
}
