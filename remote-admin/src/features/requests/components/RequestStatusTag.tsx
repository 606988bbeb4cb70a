import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../../i18n/namespace';

const COLOURS = ['gold', 'blue', 'green', 'default'] as const;

/** 0 new/unseen, 1 seen/open, 2 completed, 3 discarded (spec section 4). */
export function RequestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <Tag color={COLOURS[status] ?? 'default'}>{t(`requests.status.${status}`, { defaultValue: String(status) })}</Tag>;
}
