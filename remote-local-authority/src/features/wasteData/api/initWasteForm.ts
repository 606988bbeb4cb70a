import { apiGetQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const wasteFormOptionsQuery = (scope: LocalAuthorityScope) => apiGetQuery('/local-authority/init-waste-form', { query: scope });

export const useWasteFormOptions = (scope: LocalAuthorityScope) => useQuery(wasteFormOptionsQuery(scope));
