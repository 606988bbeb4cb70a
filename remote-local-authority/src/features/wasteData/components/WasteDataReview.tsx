import { useQuery } from '@tanstack/react-query';
import type { LocalAuthorityScope } from '@waste/shared';
import { Alert, Flex } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { wasteSearchQuery } from '@/common/api/searchWaste';
import type { WasteDataInput } from '../api/types';
import { periodOf } from '../rules/wasteDataRules';
import { WasteDataDescriptions } from './WasteDataDescriptions';
import { WasteDataPeriodTotals } from './WasteDataPeriodTotals';

export interface WasteDataReviewProps {
  input: WasteDataInput;
  scope: LocalAuthorityScope;
  /** Told whether an existing record already covers this period and plastic type. */
  onDuplicate: (duplicate: boolean) => void;
  saveError: string | null;
}

/** Everything as it will be saved, and whether a record of the same period and plastic type exists. */
export function WasteDataReview({ input, scope, onDuplicate, saveError }: WasteDataReviewProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { startDate, endDate } = periodOf(input);
  const existing = useQuery({
    ...wasteSearchQuery(
      { pageStart: 0, pageSize: 1, pageSort: 'ASC', fromDate: startDate, toDate: endDate, plasticType: input.plasticType },
      scope,
    ),
    select: (found) => found.rows[0] ?? null,
  });
  useEffect(() => onDuplicate(Boolean(existing.data)), [existing.data, onDuplicate]);

  return (
    <Flex vertical gap="middle" data-testid="waste-data-review">
      {existing.data ? (
        <Alert
          type="error"
          showIcon
          data-testid="duplicate-waste-data"
          title={t('validation.duplicate', {
            wasteId: existing.data.wasteId,
            startDate: existing.data.startDate,
            endDate: existing.data.endDate,
          })}
          action={<Link to={`/wasteData/view/${existing.data.id}`}>{t('wasteData.viewRecord')}</Link>}
        />
      ) : null}
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" /> : null}
      <WasteDataDescriptions input={input} />
      <WasteDataPeriodTotals input={input} />
    </Flex>
  );
}
