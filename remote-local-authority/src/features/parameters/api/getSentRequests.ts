import { apiGetQuery, type ApiResponse, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export type SentRequest = ApiResponse<'/local-authority/view-sent-requests', 'get'>[number];

export const useSentRequests = (scope: LocalAuthorityScope) =>
  useQuery(apiGetQuery('/local-authority/view-sent-requests', { query: scope }));
