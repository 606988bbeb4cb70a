import { loggedUserAtom, type RemoteModule } from '@waste/shared';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useRemoteRegistry } from '../../remotes/useRemoteRegistry';
import { NotAllowedPage } from './NotAllowedPage';
import { pageOwners } from './pageOwners';

/**
 * A layout path the user's pages do not serve: another role's page is "not allowed", naming the role; any other a 404,
 * also a path the user's own role is listed for that its pages do not have (a page that does not exist).
 */
export function NotServedPage({ module }: { module: RemoteModule }) {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  const role = useAtomValue(loggedUserAtom)?.defaultRole;
  if (registry.status === 'loading') return <Spin size="large" data-testid="page-loading" />;
  const owners = pageOwners(pathname, module, registry.status === 'ready' ? registry.registry : null);
  return owners.length > 0 && !(role && owners.includes(role)) ? <NotAllowedPage owners={owners} /> : <NotFoundPage />;
}
