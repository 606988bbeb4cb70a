import { apiPostQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The searcher's by-council-type list: the authorities of the chosen council types (and districts). */
export const useAuthoritiesByCouncilType = (councilTypeIds: string[], districtIds: string[]) =>
  useQuery(apiPostQuery('/master-data/local-authorities', { councilTypeIds, districtIds }));
