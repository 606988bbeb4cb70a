import { apiGetQuery, type ApiResponse } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { useNotificationScope } from './notificationScope';

export type ServerNotification = ApiResponse<'/notifications', 'get'>['rows'][number];

/** A minute is soon enough for an answer to a request. */
const POLL_MS = 60_000;

/** The unread news of the signed-in account's authority or recycler (or the one a super admin acts as). */
export const useServerNotifications = () =>
  useQuery({ ...apiGetQuery('/notifications', { query: useNotificationScope() }), refetchInterval: POLL_MS });
