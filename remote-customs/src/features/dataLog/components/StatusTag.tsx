import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';

const STATUS_COLOUR: Record<string, string> = { PENDING: 'processing', COMPLETED: 'success', FAILED: 'error', WITHDRAWN: 'warning' };

/** An upload's job status: Pending, Completed, Failed or Withdrawn. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  return <Tag color={STATUS_COLOUR[status]}>{t(`status.${status}`)}</Tag>;
}
