import { EditOutlined } from '@ant-design/icons';
import { PageFrame, PlausibilityWarnings, QueryState, useFormatters, useRecyclerScope } from '@waste/shared';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturn } from '../api/getReturn';
import type { RecyclerReturnDetail } from '../api/types';
import { ReturnDescriptions } from './ReturnDescriptions';
import { ReturnStanding, ReturnStatusTag } from './ReturnStanding';
import { useReturnFieldWords } from './useReturnFieldWords';

/** Submitting cannot be undone: a current return with no correction waiting may be corrected through the admins. */
export const correctable = (value: Pick<RecyclerReturnDetail, 'status' | 'pendingCorrection'>) =>
  value.status === 'CURRENT' && !value.pendingCorrection;

/**
 * `/wasteData/view/{id}`: one return, every line, who entered it and when, the warnings acknowledged when it was
 * entered, and where it stands among corrections.
 */
export function ReturnDetailPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const { id = '' } = useParams();
  const scope = useRecyclerScope();
  const found = useReturn(id, scope);
  const fieldWords = useReturnFieldWords();
  return (
    <PageFrame title={t('wasteData.viewTitle')} parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}>
      <QueryState query={found} loadFailed={t('wasteData.returnLoadFailed')} errorTestId="return-error">
        {(data) => (
          <>
            <ReturnStanding value={data} />
            <PlausibilityWarnings warnings={data.acknowledgedWarnings} input={data} describe={fieldWords} />
            <Card
              data-testid="recycler-return"
              extra={
                correctable(data) ? (
                  <Link to={`/wasteData/correct/${data.id}`}>
                    <Button icon={<EditOutlined />} data-testid="request-correction">
                      {t('correction.request')}
                    </Button>
                  </Link>
                ) : null
              }
            >
              <ReturnDescriptions
                value={data}
                leading={[
                  { key: 'recycler', label: t('wasteData.field.recycler'), value: data.recyclerName },
                  { key: 'status', label: t('correction.field.status'), value: <ReturnStatusTag status={data.status} /> },
                ]}
                trailing={[
                  { key: 'createdBy', label: t('wasteData.field.createdBy'), value: data.createdBy.name || t('wasteData.none') },
                  { key: 'createdAt', label: t('wasteData.field.createdAt'), value: format.dateTime(data.createdAt) },
                ]}
              />
            </Card>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
