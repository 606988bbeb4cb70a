import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The flows to choose from and the years that have customs data, the latest first. */
export const useGraphInit = () => useQuery(apiGetQuery('/customs/graph-init-search'));
