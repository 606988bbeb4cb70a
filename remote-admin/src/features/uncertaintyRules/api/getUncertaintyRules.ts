import { apiGetQuery, PREFETCHED_READ_STALE_MS, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type UncertaintyRules = ApiResponse<'/mfa/uncertainty-rules', 'get'>;
export type UncertaintyRule = UncertaintyRules['rules'][number];
export type UncertaintyKind = UncertaintyRule['kind'];

/** The current uncertainty of each kind of MFA input and every earlier version; the page prefetches them. */
export const uncertaintyRulesQuery = { ...apiGetQuery('/mfa/uncertainty-rules'), staleTime: PREFETCHED_READ_STALE_MS };

export const useUncertaintyRules = () => useQuery(uncertaintyRulesQuery);
