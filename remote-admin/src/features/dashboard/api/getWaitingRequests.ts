import { apiGetQuery, PREFETCHED_READ_STALE_MS } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The requests waiting for an answer, by how long they have waited; the dashboard prefetches them. */
export const waitingRequestsQuery = { ...apiGetQuery('/requests/waiting'), staleTime: PREFETCHED_READ_STALE_MS };

export const useWaitingRequests = () => useQuery(waitingRequestsQuery);
