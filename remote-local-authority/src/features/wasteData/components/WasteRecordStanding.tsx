import { loggedUserAtom } from '@waste/shared';
import { Alert, Button, Flex, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { WasteRecordView } from '../api/types';
import { canRequestCorrection } from '../rules/correctionAccess';

const STATUS_COLOUR = { CURRENT: 'green', VOIDED: 'red', SUPERSEDED: 'orange' } as const;

type Standing = Pick<WasteRecordView, 'id' | 'localAuthorityId' | 'status' | 'replacedBy' | 'replaces' | 'pendingCorrection'>;

const linkLabel = (link: { id: string; wasteId?: string }) => link.wasteId ?? link.id;

/** A record's status in a word, as its page's first row shows it. */
export function WasteRecordStatusTag({ status }: Pick<WasteRecordView, 'status'>) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Tag color={STATUS_COLOUR[status]} data-testid="record-status">
      {t(`wasteData.status.${status}`)}
    </Tag>
  );
}

/**
 * Where a record stands (docs/adr/0102): retired by a correction and what replaced it, the record it replaces, a
 * correction waiting for the administrator, and the way to ask for one.
 */
export function WasteRecordStanding({ record }: { record: Standing }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  const { replacedBy, replaces, pendingCorrection } = record;
  return (
    <Flex vertical gap="small" data-testid="record-standing">
      {record.status !== 'CURRENT' ? (
        <Alert
          type={record.status === 'VOIDED' ? 'error' : 'warning'}
          showIcon
          data-testid="record-retired"
          title={t(`wasteData.standing.${record.status}`)}
          description={t('wasteData.standing.retired')}
          action={
            replacedBy ? (
              <Link to={`/wasteData/view/${replacedBy.id}`} data-testid="replaced-by-link">
                {t('wasteData.standing.replacedBy', { wasteId: linkLabel(replacedBy) })}
              </Link>
            ) : null
          }
        />
      ) : null}
      {replaces ? (
        <Alert
          type="info"
          showIcon
          data-testid="record-replaces"
          title={t('wasteData.standing.replaces')}
          action={
            <Link to={`/wasteData/view/${replaces.id}`} data-testid="replaces-link">
              {linkLabel(replaces)}
            </Link>
          }
        />
      ) : null}
      {pendingCorrection ? (
        <Alert
          type="info"
          showIcon
          data-testid="pending-correction"
          title={t('wasteData.standing.pending')}
          description={t('wasteData.standing.pendingDetail')}
        />
      ) : null}
      {canRequestCorrection(user, record) ? (
        <Flex>
          <Link to={`/wasteData/correct/${record.id}`}>
            <Button data-testid="request-correction">{t('corrections.request')}</Button>
          </Link>
        </Flex>
      ) : null}
    </Flex>
  );
}
