import { apiGetQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useLeakageParameters = (year: number, scope: LocalAuthorityScope) =>
  useQuery(apiGetQuery('/mfa/leakage-parameters', { query: { year, ...scope } }));
