import type { RemoteRegistry } from '@waste/shared';
import { isLayoutPath, layoutPatterns } from '../src/app/isLayoutPath';
import { remoteForRole } from '../src/remotes/remoteForRole';

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'remote_admin',
      id: 'remote-admin',
      version: '1',
      entry: '/a',
      roles: ['001', '005'],
      basePath: '/',
      routes: ['/dashboard', '/requests'],
    },
    {
      name: 'remote_customs',
      id: 'remote-customs',
      version: '1',
      entry: '/c',
      roles: ['002'],
      basePath: '/',
      routes: ['/customs/data-log/view/:id'],
    },
    {
      name: 'remote_local_authority',
      id: 'remote-local-authority',
      version: '1',
      entry: '/l',
      roles: ['003'],
      basePath: '/',
      routes: ['/wasteData/view/:id'],
    },
    { name: 'remote_recycler', id: 'remote-recycler', version: '1', entry: '/r', roles: ['004'], basePath: '/', routes: ['/wasteData'] },
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

describe('layout paths: the host own pages and the route patterns of every remote in the registry', () => {
  const patterns = layoutPatterns(registry);

  it.each(['/dashboard', '/requests', '/wasteData/view/12', '/customs/data-log/view/3', '/bar-chart', '/profile', '/calendar'])(
    '%s is inside the layout',
    (path) => {
      expect(isLayoutPath(path, patterns)).toBe(true);
    },
  );

  it.each(['/nope', '/dashboard/extra', '/wasteData/view', '/loggers'])('%s is a 404', (path) => {
    expect(isLayoutPath(path, patterns)).toBe(false);
  });

  it('a page is a layout page once a release lists it', () => {
    const released = { remotes: [{ ...registry.remotes[3], routes: ['/wasteData', '/wasteData/greeting'] }] };
    expect(isLayoutPath('/wasteData/greeting', layoutPatterns(registry))).toBe(false);
    expect(isLayoutPath('/wasteData/greeting', layoutPatterns(released))).toBe(true);
  });
});
