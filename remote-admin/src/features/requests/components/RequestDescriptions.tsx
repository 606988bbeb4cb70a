import { useFormatters } from '@waste/shared';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AdminRequestDetail } from '../api/getRequest';
import { RequestKindTag } from './RequestKindTag';
import { RequestOwner } from './RequestOwner';
import { RequestStatusTag } from './RequestStatusTag';

/** Who sent the request, when, about what and why, and who answered it. */
export function RequestDescriptions({ request }: { request: AdminRequestDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const correction = request.kind === 'CORRECTION';
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('requests.field.status')}>
        <span data-testid="request-status">
          <RequestStatusTag status={request.status} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('requests.field.kind')}>
        <RequestKindTag request={request} />
      </Descriptions.Item>
      <Descriptions.Item label={t('requests.field.owner')}>
        <RequestOwner request={request} />
      </Descriptions.Item>
      <Descriptions.Item label={t('requests.field.sender')}>
        {request.senderName ? `${request.senderName} (${request.senderEmail ?? ''})` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('requests.field.date')}>{format.dateTime(request.date)}</Descriptions.Item>
      <Descriptions.Item label={t(correction ? 'corrections.reason' : 'requests.field.description')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="request-description">
          {request.description}
        </Typography.Paragraph>
      </Descriptions.Item>
      {request.handledByName && request.status >= 2 ? (
        <Descriptions.Item
          label={t('requests.field.handledBy')}
        >{`${request.handledByName}, ${format.dateTime(request.updatedAt)}`}</Descriptions.Item>
      ) : null}
      {request.reason ? (
        <Descriptions.Item label={t('requests.field.discardReason')}>
          <span data-testid="request-discard-reason">{request.reason}</span>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
