import { Alert, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { CentreEntryCorrectionInput, CentreWasteEntryDetail } from '../api/types';
import { EntryFacts } from './CentreWasteReview';

export interface CentreCorrectionReviewProps {
  entry: CentreWasteEntryDetail;
  input: CentreEntryCorrectionInput;
  saveError: string | null;
}

/** The correction as the administrator will see it: the entry as it is beside what it would become, and why. */
export function CentreCorrectionReview({ entry, input, saveError }: CentreCorrectionReviewProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Flex vertical gap="middle" data-testid="correction-review">
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" /> : null}
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('sampathPiyasa.correction.action')}>
          {t(input.void ? 'sampathPiyasa.correction.VOID' : 'sampathPiyasa.correction.REPLACE')}
        </Descriptions.Item>
        <Descriptions.Item label={t('sampathPiyasa.correction.reason')}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }} data-testid="correction-reason">
            {input.reason}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('sampathPiyasa.correction.current', { centre: entry.centreName })} data-testid="correction-current">
            <EntryFacts entry={entry} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('sampathPiyasa.correction.proposed')} data-testid="correction-proposed">
            {input.replacement ? (
              <EntryFacts entry={input.replacement} />
            ) : (
              <Alert type="warning" showIcon title={t('sampathPiyasa.correction.voidEffect')} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
