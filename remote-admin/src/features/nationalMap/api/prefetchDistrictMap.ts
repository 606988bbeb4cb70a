import { colomboYear } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { districtMapQuery } from './getDistrictMap';

/** The map's first read, this year's districts, sent with the dashboard's code (the map opens on this year). */
export function prefetchDistrictMap(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(districtMapQuery(colomboYear()));
}
