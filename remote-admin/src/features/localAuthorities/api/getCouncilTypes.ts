import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useCouncilTypes = () => useQuery(apiGetQuery('/master-data/get-la-types'));
