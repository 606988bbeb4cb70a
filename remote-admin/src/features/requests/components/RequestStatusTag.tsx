import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

/** 0 new/unseen, 1 seen/open, 2 completed, 3 discarded (spec section 4); neutral, since antd's gold and red tags fail contrast. */
export function RequestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <Tag>{t(`requests.status.${status}`, { defaultValue: String(status) })}</Tag>;
}
