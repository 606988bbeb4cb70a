import type { RemoteRegistry } from '@waste/shared';
import { isLayoutPath } from '../src/app/isLayoutPath';
import { remoteForRole } from '../src/remotes/remoteForRole';

const registry: RemoteRegistry = {
  remotes: [
    { name: 'remote_admin', id: 'remote-admin', version: '1', entry: '/a', roles: ['001', '005'], basePath: '/' },
    { name: 'remote_customs', id: 'remote-customs', version: '1', entry: '/c', roles: ['002'], basePath: '/' },
    { name: 'remote_local_authority', id: 'remote-local-authority', version: '1', entry: '/l', roles: ['003'], basePath: '/' },
    { name: 'remote_recycler', id: 'remote-recycler', version: '1', entry: '/r', roles: ['004'], basePath: '/' },
  ],
};

describe('remote for a default role (DESIGN.md section 1)', () => {
  it.each([
    ['001', 'remote-admin'],
    ['005', 'remote-admin'],
    ['002', 'remote-customs'],
    ['003', 'remote-local-authority'],
    ['004', 'remote-recycler'],
  ] as const)('role %s loads %s', (role, id) => {
    expect(remoteForRole(registry, role)?.id).toBe(id);
  });

  it('no role gets the host template pages', () => {
    expect(remoteForRole(registry, null)).toBeNull();
  });
});

describe('layout paths (spec section 2)', () => {
  it.each(['/dashboard', '/wasteData/view/12', '/customs/data-log/view/3', '/bar-chart'])('%s is inside the layout', (path) => {
    expect(isLayoutPath(path)).toBe(true);
  });

  it.each(['/nope', '/dashboard/extra', '/wasteData/view'])('%s is a 404', (path) => {
    expect(isLayoutPath(path)).toBe(false);
  });
});
