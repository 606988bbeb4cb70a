import { PageFrame, QueryState, useRecyclerScope } from '@waste/shared';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useReturn } from '../api/getReturn';
import type { RecyclerReturnDetail } from '../api/types';
import { CorrectionWizard } from './CorrectionWizard';
import { correctable } from './ReturnDetailPage';

/**
 * `/wasteData/correct/{id}`: a request to the administrators to void the return or replace it, for a current
 * return with no correction waiting (the server refuses the others with 409 all the same).
 */
export function CorrectReturnPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const { id = '' } = useParams();
  const scope = useRecyclerScope();
  const found = useReturn(id, scope);
  // The return as it was when the page opened: once the correction is sent it is pending, and the wizard stays for its saved screen.
  const [opened, setOpened] = useState<RecyclerReturnDetail | null>(null);
  if (found.data && opened?.id !== found.data.id) setOpened(found.data);
  const parents = [
    { title: t('wasteData.title'), path: '/wasteData' },
    { title: t('wasteData.viewTitle'), path: `/wasteData/view/${id}` },
  ];
  if (opened && correctable(opened)) return <CorrectionWizard current={opened} scope={scope} parents={parents} />;
  return (
    <PageFrame title={t('correction.title')} parents={parents}>
      <QueryState query={found} loadFailed={t('wasteData.returnLoadFailed')} errorTestId="return-error">
        {(data) => (
          <Alert
            type="warning"
            showIcon
            title={t(data.status === 'CURRENT' ? 'correction.refused.pending' : 'correction.refused.notCurrent')}
            action={<Link to={`/wasteData/view/${data.id}`}>{t('wasteData.viewReturn')}</Link>}
            data-testid="correction-unavailable"
          />
        )}
      </QueryState>
    </PageFrame>
  );
}
