import { Flex } from 'antd';
import type { AdminRequestDetail } from '../api/getRequest';
import { useRequestEffect } from '../api/getRequestEffect';
import { ParameterChanges } from './ParameterChanges';
import { RequestEffectTable } from './RequestEffectTable';

/** A parameter request's changes, each beside its current value, and (while it is open) what they do to the MFA. */
export function ParameterRequestDetails({ request }: { request: AdminRequestDetail }) {
  const effect = useRequestEffect(request);
  const computed = effect.fetchStatus !== 'idle' || effect.data !== undefined || effect.isError;
  return (
    <Flex vertical gap="middle">
      <ParameterChanges changes={request.changes} effect={effect.data} />
      {computed ? <RequestEffectTable effect={effect} authority={request.localAuthorityName ?? ''} /> : null}
    </Flex>
  );
}
