import { apiPostQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The districts of the chosen provinces, or every district when none is given. */
export const useDistricts = (provinceIds?: string[]) =>
  useQuery(apiPostQuery('/master-data/districts', provinceIds ? { provinceIds } : {}));
