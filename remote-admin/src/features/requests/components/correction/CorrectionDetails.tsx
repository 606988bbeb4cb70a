import { localizedName, monthLabel, useFormatters } from '@waste/shared';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { CorrectionDetail } from '../../api/getRequest';
import { comparisonRows, type Wording } from '../../rules/correctionRows';
import { warningText } from '../../rules/warningText';
import { CorrectionComparison } from './CorrectionComparison';
import { ProposalWarnings } from './ProposalWarnings';
import { RecordPageLink } from './RecordPageLink';

/** What a correction does to which record: void it, or replace its values with the proposed ones. */
export function CorrectionDetails({ correction }: { correction: CorrectionDetail }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const words: Wording = {
    t: (key, options) => t(key, options ?? {}),
    number: format.number,
    period: format.period,
    month: (yearMonth) => monthLabel(yearMonth, format.months),
    lineName: (line) => localizedName(line, i18n.language),
  };
  const rows = comparisonRows(correction, words);
  const { current, proposed } = correction;
  const warnings = proposed?.acknowledgedWarnings.map((warning) => warningText(warning, proposed, rows, words)) ?? [];
  return (
    <Flex vertical gap="middle" data-testid="correction-details">
      <Alert
        type={correction.void ? 'warning' : 'info'}
        showIcon
        title={t(correction.void ? 'corrections.voidExplained' : 'corrections.replaceExplained')}
        data-testid="correction-action"
      />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('corrections.record')}>
          <Flex vertical align="flex-start">
            <Typography.Text data-testid="correction-record">{correction.recordLabel}</Typography.Text>
            <RecordPageLink correction={correction} />
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('corrections.recordStatus')}>
          <span data-testid="correction-record-status">
            {t(`corrections.status.${current.status}`)}
            {current.replacedBy ? ` · ${t('corrections.replacedBy', { id: current.replacedBy.wasteId ?? current.replacedBy.id })}` : ''}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t(correction.void ? 'corrections.currentValues' : 'corrections.comparison')}</Typography.Text>
      <CorrectionComparison rows={rows} replacing={!correction.void} />
      <ProposalWarnings lines={warnings} />
    </Flex>
  );
}
