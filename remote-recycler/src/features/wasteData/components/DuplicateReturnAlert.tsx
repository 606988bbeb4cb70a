import { monthLabel, useFormatters } from '@waste/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';

export interface DuplicateReturnAlertProps {
  /** The return the month and plastic type already have. */
  id: string;
  month: string;
  plasticType: string;
}

/** A month has one return per plastic type: the one there is, linked, and how its figures are changed instead. */
export function DuplicateReturnAlert({ id, month, plasticType }: DuplicateReturnAlertProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="duplicate-return"
      title={t('wasteData.duplicate.title', { month: monthLabel(month, format.months), plastic: t(`plastic.${plasticType}`) })}
      description={t('wasteData.duplicate.hint')}
      action={
        <Link to={`/wasteData/view/${id}`} data-testid="duplicate-return-link">
          {t('wasteData.duplicate.view')}
        </Link>
      }
    />
  );
}
