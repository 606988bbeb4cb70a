import { localizedOptionalName } from '@waste/shared';
import type { AdminRequest } from '../api/searchRequests';

export type RequestAuthority = Pick<AdminRequest, 'localAuthorityName' | 'localAuthorityNameSi' | 'localAuthorityNameTa'>;

/** The authority a request is from in the user's language (ADR 0152); null for a recycler's correction. */
export const requestAuthority = (request: RequestAuthority, language: string): string | null =>
  localizedOptionalName(request.localAuthorityName, request.localAuthorityNameSi, request.localAuthorityNameTa, language);
