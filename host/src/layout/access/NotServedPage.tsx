import type { RemoteModule } from '@waste/shared';
import { Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useRemoteRegistry } from '../../remotes/useRemoteRegistry';
import { NotAllowedPage } from './NotAllowedPage';
import { pageOwners } from './pageOwners';

/** A layout path the user's pages do not serve: another role's page is "not allowed", naming the role; any other a 404. */
export function NotServedPage({ module }: { module: RemoteModule }) {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  if (registry.status === 'loading') return <Spin size="large" data-testid="page-loading" />;
  const owners = pageOwners(pathname, module, registry.status === 'ready' ? registry.registry : null);
  return owners.length > 0 ? <NotAllowedPage owners={owners} /> : <NotFoundPage />;
}
