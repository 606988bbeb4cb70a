import type { ServerNotification } from './api/fetchNotifications';

/** Each kind's title: an answer to a parameter request or to a correction, approved or rejected. */
export const NOTIFICATION_TITLES: Record<ServerNotification['kind'], string> = {
  'request-approved': 'layout.notifications.requestApproved',
  'request-rejected': 'layout.notifications.requestRejected',
  'correction-approved': 'layout.notifications.correctionApproved',
  'correction-rejected': 'layout.notifications.correctionRejected',
};

export const isApproval = (kind: ServerNotification['kind']) => kind.endsWith('-approved');
