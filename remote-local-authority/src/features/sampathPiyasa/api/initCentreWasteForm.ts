import { apiGetQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useCentreWasteFormOptions = (scope: LocalAuthorityScope) =>
  useQuery(apiGetQuery('/sampath-piyasa/init-waste-form', { query: scope }));
