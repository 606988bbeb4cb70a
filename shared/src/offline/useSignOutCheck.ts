import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { loggedUserAtom } from '../session/store';
import { keptEntries, offlineStoreAvailable } from './offlineStore';

/**
 * Before signing out on a shared phone (issue 42 point 4): when entries of this user still wait on the device,
 * asks first, since signing out deletes them (signOut clears them). Resolves true to go on.
 */
export function useSignOutCheck(): () => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation(COMMON_NAMESPACE);
  const userId = useAtomValue(loggedUserAtom)?.id;
  return async () => {
    if (!userId || !offlineStoreAvailable()) return true;
    const count = (await keptEntries(userId).catch(() => [])).length;
    if (count === 0) return true;
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('offline.signOutTitle'),
        content: t('offline.signOutText', { count }),
        okText: t('offline.signOut'),
        okButtonProps: { danger: true },
        cancelText: t('wizard.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}
