import { App } from 'antd';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import { nextNotificationId, notificationsAtom, type NotificationKind } from './notifications';

export { notificationsAtom, type AppNotification } from './notifications';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
}

/**
 * Raises a toast bottom-right that closes after 5 s (spec section 8) and records it in the app settings'
 * notifications (spec section 3, its id the timestamp: section 9). It answers the user's own action, so the header's
 * bell, which lists events, does not show it (docs/adr/0175-the-bell-lists-events-not-toasts.md).
 * Needs antd's `App` above it, which the host provides.
 */
export function useToast(): Toast {
  const { notification } = App.useApp();
  const setNotifications = useSetAtom(notificationsAtom);

  return useMemo(() => {
    const raise = (kind: NotificationKind) => (text: string) => {
      notification[kind]({ title: text, placement: 'bottomRight', duration: TOAST_DURATION_MS / 1000 });
      setNotifications((list) => [...list, { id: nextNotificationId(list), kind, text }]);
    };
    return { success: raise('success'), error: raise('error') };
  }, [notification, setNotifications]);
}
