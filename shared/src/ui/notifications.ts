import { atom } from 'jotai';

export type NotificationKind = 'success' | 'error';

/** One toast as the header's bell lists it; the id is the timestamp it was raised at (spec section 9). */
export interface AppNotification {
  id: number;
  kind: NotificationKind;
  text: string;
}

/** App settings' notifications (spec section 3); in the one default store host and remotes share. */
export const notificationsAtom = atom<AppNotification[]>([]);

/** Two toasts in the same millisecond still need distinct ids, so a clash moves one millisecond on. */
export function nextNotificationId(existing: AppNotification[], now = Date.now()): number {
  const last = existing.length > 0 ? existing[existing.length - 1].id : 0;
  return now > last ? now : last + 1;
}
