import { apiCall, type PlausibilityWarning, type RecyclerScope } from '@waste/shared';
import type { ReturnInput } from './types';

/** The warnings the save of this return would raise (fields `intake`, `output`, `rejected`: the month's totals); saves nothing. */
export const checkReturnPlausibility = async (body: ReturnInput, scope: RecyclerScope): Promise<PlausibilityWarning[]> =>
  (await apiCall('post', '/recycler/plausibility', { body, query: scope })).warnings;
