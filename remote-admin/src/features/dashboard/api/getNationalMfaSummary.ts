import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useNationalMfaSummary = (year: number) => useQuery(apiGetQuery('/mfa/mfa-national-summary', { query: { year } }));
