import { Alert, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { CentreEntryStatus as Status, CentreWasteEntryDetail } from '../api/types';

const TAG_COLOUR: Record<Status, string> = { CURRENT: 'green', VOIDED: 'red', SUPERSEDED: 'orange' };

const entryPath = (id: string) => `/sampath-piyasa/waste-view/${id}`;

/** Whether the entry counts in the figures: a tag beside its title. */
export function CentreEntryStatusTag({ status }: { status: Status }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Tag color={TAG_COLOUR[status]} data-testid="centre-entry-status" data-status={status}>
      {t(`sampathPiyasa.status.${status}`)}
    </Tag>
  );
}

export type CentreEntryHistoryProps = Pick<CentreWasteEntryDetail, 'status' | 'replacedBy' | 'replaces' | 'pendingCorrection'>;

/**
 * What corrections did to the entry: retired (kept for the record, counted nowhere) with the entry that replaced
 * it, the entry it replaced, or a correction waiting for the administrator.
 */
export function CentreEntryHistory({ status, replacedBy, replaces, pendingCorrection }: CentreEntryHistoryProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Flex vertical gap="small">
      {status === 'VOIDED' ? <Alert type="error" showIcon title={t('sampathPiyasa.history.voided')} data-testid="entry-voided" /> : null}
      {status === 'SUPERSEDED' ? (
        <Alert
          type="warning"
          showIcon
          title={t('sampathPiyasa.history.superseded')}
          data-testid="entry-superseded"
          description={
            replacedBy ? (
              <Link to={entryPath(replacedBy.id)} data-testid="replaced-by-link">
                {t('sampathPiyasa.history.seeReplacement')}
              </Link>
            ) : null
          }
        />
      ) : null}
      {replaces ? (
        <Alert
          type="info"
          showIcon
          title={t('sampathPiyasa.history.replaces')}
          data-testid="entry-replaces"
          description={
            <Link to={entryPath(replaces.id)} data-testid="replaces-link">
              {t('sampathPiyasa.history.seeReplaced')}
            </Link>
          }
        />
      ) : null}
      {pendingCorrection ? (
        <Alert type="info" showIcon title={t('sampathPiyasa.history.pending')} data-testid="pending-correction" />
      ) : null}
    </Flex>
  );
}
