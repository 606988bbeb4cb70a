import { apiCall, type LocalAuthorityScope, type PlausibilityWarning } from '@waste/shared';
import type { CentreWasteDataInput } from './types';

/** The warnings the save of these entries would raise (fields `entries.<i>.…`); saves nothing. */
export const checkCentrePlausibility = async (body: CentreWasteDataInput, scope: LocalAuthorityScope): Promise<PlausibilityWarning[]> =>
  (await apiCall('post', '/sampath-piyasa/plausibility', { body, query: scope })).warnings;
