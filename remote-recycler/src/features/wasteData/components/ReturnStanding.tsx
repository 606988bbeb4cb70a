import { Alert, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import type { RecyclerReturnDetail, ReturnStatus } from '../api/types';

const STATUS_COLOURS: Record<ReturnStatus, string> = { CURRENT: 'green', VOIDED: 'red', SUPERSEDED: 'orange' };

/** Whether the return is counted (CURRENT) or was retired by a correction. */
export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="return-status">
      {t(`correction.status.${status}`)}
    </Tag>
  );
}

const viewPath = (id: string) => `/wasteData/view/${id}`;

/**
 * Where the return stands among corrections: retired (and by what), the one it replaces, a correction waiting.
 * A retired return is kept for the record and counted in no figure, which the page says plainly.
 */
export function ReturnStanding({
  value,
}: {
  value: Pick<RecyclerReturnDetail, 'status' | 'replacedBy' | 'replaces' | 'pendingCorrection'>;
}) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const notices = [];
  if (value.status === 'VOIDED') {
    notices.push(<Alert key="voided" type="warning" showIcon title={t('correction.voided')} data-testid="return-voided" />);
  }
  if (value.status === 'SUPERSEDED') {
    notices.push(
      <Alert
        key="superseded"
        type="warning"
        showIcon
        title={t('correction.superseded')}
        description={
          value.replacedBy ? (
            <Link to={viewPath(value.replacedBy.id)} data-testid="return-replaced-by">
              {t('correction.viewReplacement')}
            </Link>
          ) : null
        }
        data-testid="return-superseded"
      />,
    );
  }
  if (value.replaces) {
    notices.push(
      <Alert
        key="replaces"
        type="info"
        showIcon
        title={t('correction.replaces')}
        description={
          <Link to={viewPath(value.replaces.id)} data-testid="return-replaces">
            {t('correction.viewReplaced')}
          </Link>
        }
      />,
    );
  }
  if (value.pendingCorrection) {
    notices.push(<Alert key="pending" type="info" showIcon title={t('correction.pending')} data-testid="return-pending-correction" />);
  }
  return notices.length ? (
    <Flex vertical gap="small">
      {notices}
    </Flex>
  ) : null;
}
