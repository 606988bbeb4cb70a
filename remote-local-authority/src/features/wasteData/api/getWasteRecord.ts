import { apiGetQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const wasteRecordQuery = (id: string, scope: LocalAuthorityScope) =>
  apiGetQuery('/local-authority/waste-view/{id}', { path: { id }, query: scope });

export const useWasteRecord = (id: string, scope: LocalAuthorityScope) => useQuery(wasteRecordQuery(id, scope));
