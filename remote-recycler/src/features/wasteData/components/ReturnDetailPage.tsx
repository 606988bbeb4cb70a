import { PageFrame, QueryState, useFormatters, useRecyclerScope } from '@waste/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturn } from '../api/getReturn';
import { ReturnDescriptions } from './ReturnDescriptions';

/** `/wasteData/view/{id}`: one return, every line, who entered it and when. */
export function ReturnDetailPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const format = useFormatters();
  const { id = '' } = useParams();
  const scope = useRecyclerScope();
  const found = useReturn(id, scope);
  return (
    <PageFrame title={t('wasteData.viewTitle')} parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}>
      <QueryState query={found} loadFailed={t('wasteData.returnLoadFailed')} errorTestId="return-error">
        {(data) => (
          <Card data-testid="recycler-return">
            <ReturnDescriptions
              value={data}
              leading={[{ key: 'recycler', label: t('wasteData.field.recycler'), value: data.recyclerName }]}
              trailing={[
                { key: 'createdBy', label: t('wasteData.field.createdBy'), value: data.createdBy.name || t('wasteData.none') },
                { key: 'createdAt', label: t('wasteData.field.createdAt'), value: format.dateTime(data.createdAt) },
              ]}
            />
          </Card>
        )}
      </QueryState>
    </PageFrame>
  );
}
