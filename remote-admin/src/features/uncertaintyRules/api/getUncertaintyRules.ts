import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type UncertaintyRules = ApiResponse<'/mfa/uncertainty-rules', 'get'>;
export type UncertaintyRule = UncertaintyRules['rules'][number];
export type UncertaintyKind = UncertaintyRule['kind'];

/** The current uncertainty of each kind of MFA input and every earlier version. */
export const useUncertaintyRules = () => useQuery(apiGetQuery('/mfa/uncertainty-rules'));
