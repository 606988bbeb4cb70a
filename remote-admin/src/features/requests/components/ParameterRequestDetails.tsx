import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { AdminRequestDetail } from '../api/getRequest';
import { useRequestEffect } from '../api/getRequestEffect';
import { ParameterChanges } from './ParameterChanges';
import { requestAuthority } from '../rules/requestAuthority';
import { RequestEffectTable } from './RequestEffectTable';

/** A parameter request's changes, each beside its current value, and (while it is open) what they do to the MFA. */
export function ParameterRequestDetails({ request }: { request: AdminRequestDetail }) {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  const effect = useRequestEffect(request);
  const computed = effect.fetchStatus !== 'idle' || effect.data !== undefined || effect.isError;
  return (
    <Flex vertical gap="middle">
      <ParameterChanges changes={request.changes} effect={effect.data} />
      {computed ? <RequestEffectTable effect={effect} authority={requestAuthority(request, i18n.language) ?? ''} /> : null}
    </Flex>
  );
}
