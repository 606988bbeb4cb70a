import { App } from 'antd';
import { useMemo } from 'react';
import { TOAST_DURATION_MS } from '../constants';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
}

/**
 * Raises a toast bottom-right that closes after 5 s (spec section 8). It answers the user's own action, so the
 * header's bell, which lists events, does not keep it (docs/adr/0175-the-bell-lists-events-not-toasts.md).
 * Needs antd's `App` above it, which the host provides.
 */
export function useToast(): Toast {
  const { notification } = App.useApp();

  return useMemo(() => {
    const raise = (kind: 'success' | 'error') => (text: string) => {
      notification[kind]({ title: text, placement: 'bottomRight', duration: TOAST_DURATION_MS / 1000 });
    };
    return { success: raise('success'), error: raise('error') };
  }, [notification]);
}
