import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AdminRequest } from '../api/searchRequests';

/** Parameters or a correction, and for a correction whether it voids or replaces its record. */
export function RequestKindTag({ request }: { request: Pick<AdminRequest, 'kind' | 'correction'> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Flex gap={4} wrap data-testid="request-kind">
      <Tag>{t(`requests.kind.${request.kind}`)}</Tag>
      {request.correction ? <Tag>{t(request.correction.void ? 'corrections.void' : 'corrections.replace')}</Tag> : null}
    </Flex>
  );
}
