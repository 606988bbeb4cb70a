import { monthLabel, useFormatters } from '@waste/shared';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import type { RecyclerReturn } from '../api/searchReturns';
import type { ReturnFormValues } from './returnFormValues';

export interface OpeningStockNoteProps {
  form: FormInstance<ReturnFormValues>;
  /** The latest return of the plastic type before the month; null: there is none. */
  previous: RecyclerReturn | null;
}

/**
 * Under the opening stock: the stock a month opens with is the one the previous return closed with, so the field
 * starts from it and says so (and which return), or says there is none to start from.
 */
export function OpeningStockNote({ form, previous }: OpeningStockNoteProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const opening = Form.useWatch('openingStockKg', form);
  if (!previous) return <span data-testid="opening-stock-note">{t('wasteData.openingStock.none')}</span>;
  const words = {
    month: monthLabel(previous.month, format.months),
    kg: `${format.number(previous.closingStockKg)} ${t('unit.kg')}`,
  };
  return (
    <span data-testid="opening-stock-note">
      {t(opening === previous.closingStockKg ? 'wasteData.openingStock.fromPrevious' : 'wasteData.openingStock.differs', words)}{' '}
      <Link to={`/wasteData/view/${previous.id}`}>{t('wasteData.openingStock.view')}</Link>
    </span>
  );
}
