import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { SentRequest } from '../api/getSentRequests';

/** Where a corrected record's page is, by its kind; a recycler's return is not the authority's to open. */
const RECORD_PATH: Partial<Record<NonNullable<SentRequest['correction']>['recordKind'], string>> = {
  LA_WASTE: '/wasteData/view/',
  CENTRE_WASTE: '/sampath-piyasa/waste-view/',
};

/**
 * What a sent request is about: its kind, and for a correction the record (linked) and whether it asked to void
 * or replace it, in the user's words rather than the server's English header.
 */
export function SentRequestSubject({ request }: { request: SentRequest }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { correction } = request;
  const path = correction ? RECORD_PATH[correction.recordKind] : undefined;
  return (
    <Flex vertical gap={4} data-testid={`sent-request-${request.id}`}>
      <Tag color={request.kind === 'CORRECTION' ? 'purple' : 'blue'} style={{ width: 'fit-content' }} data-testid="sent-request-kind">
        {t(`mfa.kind.${request.kind}`)}
      </Tag>
      {correction ? (
        <Typography.Text data-testid="sent-correction">
          {t(correction.void ? 'corrections.asked.void' : 'corrections.asked.replace')}{' '}
          {path ? <Link to={`${path}${correction.recordId}`}>{correction.recordLabel}</Link> : correction.recordLabel}
        </Typography.Text>
      ) : (
        <Typography.Text>{request.header}</Typography.Text>
      )}
    </Flex>
  );
}
