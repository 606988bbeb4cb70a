import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

const STATUS_BADGES: Record<string, 'success' | 'warning' | 'default'> = { ACTIVE: 'success', SUSPENDED: 'warning', CLOSED: 'default' };

/** A recycler's registry status, named and marked by colour. */
export function RecyclerStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <Badge status={STATUS_BADGES[status]} text={t(`recyclers.status.${status}`)} />;
}
