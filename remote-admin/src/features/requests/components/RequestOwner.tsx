import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AdminRequest } from '../api/searchRequests';
import { requestAuthority, type RequestAuthority } from '../rules/requestAuthority';

/** The authority the request is from, or the recycler (a recycler's correction), said which it is. */
export function RequestOwner({ request }: { request: RequestAuthority & Pick<AdminRequest, 'recyclerName'> }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const recycler = request.localAuthorityName === null && request.recyclerName !== null;
  return (
    <span data-testid="request-owner">
      {recycler ? request.recyclerName : (requestAuthority(request, i18n.language) ?? '—')}{' '}
      <Typography.Text type="secondary">({t(recycler ? 'requests.ownerRecycler' : 'requests.ownerAuthority')})</Typography.Text>
    </span>
  );
}
