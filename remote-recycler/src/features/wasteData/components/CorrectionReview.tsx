import { Alert, Card, Col, Descriptions, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import type { CorrectionInput, MasterData, RecyclerReturnDetail } from '../api/types';
import { massBalance } from '../rules/massBalance';
import { BalanceSummary } from './BalanceSummary';
import { ReturnDescriptions } from './ReturnDescriptions';
import { viewOf } from './returnView';

export interface CorrectionReviewProps {
  current: RecyclerReturnDetail;
  input: CorrectionInput;
  masterData: MasterData;
  saveError: string | null;
}

/** What the administrator will be asked: void the return, or the return as it is beside the one proposed, and why. */
export function CorrectionReview({ current, input, masterData, saveError }: CorrectionReviewProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const replacement = input.replacement;
  return (
    <Flex vertical gap="middle" data-testid="correction-review">
      {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" /> : null}
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('correction.field.action')}>
          {t(`correction.action.${replacement ? 'REPLACE' : 'VOID'}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('correction.field.reason')}>
          <span style={{ whiteSpace: 'pre-wrap' }} data-testid="correction-review-reason">
            {input.reason}
          </span>
        </Descriptions.Item>
      </Descriptions>
      {replacement ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('correction.current')} data-testid="correction-current">
              <ReturnDescriptions value={current} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('correction.proposed')} data-testid="correction-proposed">
              <Flex vertical gap="small">
                <ReturnDescriptions value={viewOf(replacement, masterData)} />
                <BalanceSummary balance={massBalance(replacement)} />
              </Flex>
            </Card>
          </Col>
        </Row>
      ) : (
        <Card size="small" title={t('correction.toVoid')} data-testid="correction-current">
          <Flex vertical gap="small">
            <Alert type="warning" showIcon title={t('correction.voidEffect')} />
            <ReturnDescriptions value={current} />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
