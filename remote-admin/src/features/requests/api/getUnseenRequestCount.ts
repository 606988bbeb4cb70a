import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The Requests menu entry's count: read again when a request is opened or answered, and every minute. */
export function useUnseenRequestCount(): number | undefined {
  const { data } = useQuery({ ...apiGetQuery('/requests/unseen-count'), refetchInterval: 60_000 });
  return data?.unseen;
}
