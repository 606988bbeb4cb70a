import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The requests waiting for an answer, by how long they have waited. */
export const useWaitingRequests = () => useQuery(apiGetQuery('/requests/waiting'));
