import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AdminRequestDetail } from '../api/getRequest';
import { requestAuthority } from '../rules/requestAuthority';

export interface CompleteRequestModalProps {
  request: AdminRequestDetail | undefined;
  open: boolean;
  pending: boolean;
  onComplete: () => void;
  onCancel: () => void;
}

/** What completing changes, said before it is done: an authority's official parameters, or a record voided or replaced. */
const consequence = (request: AdminRequestDetail) =>
  request.correction ? (request.correction.void ? 'requests.confirm.void' : 'requests.confirm.replace') : 'requests.confirm.parameters';

/** Completing any request asks first: it changes official figures at once, and no button undoes it. */
export function CompleteRequestModal({ request, open, pending, onComplete, onCancel }: CompleteRequestModalProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const owner = (request && requestAuthority(request, i18n.language)) ?? request?.recyclerName ?? '';
  return (
    <Modal
      open={open && request !== undefined}
      title={t('requests.confirm.title')}
      okText={t('requests.complete')}
      okButtonProps={{ loading: pending, ...{ 'data-testid': 'request-complete-confirm' } }}
      onOk={onComplete}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="request-complete-modal"
    >
      {request ? (
        <Typography.Paragraph>{t(consequence(request), { owner, record: request.correction?.recordLabel ?? '' })}</Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
