import { ROLE, type LoggedUser } from '@waste/shared';
import { renderRemotePage } from '@waste/shared/testing';
import type { ReactElement } from 'react';
import adminModule from '../src/module';

const superAdmin: LoggedUser = {
  id: 'u-5',
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'superadmin@demo.lk',
  roles: [ROLE.SUPER_ADMIN],
  defaultRole: ROLE.SUPER_ADMIN,
  selectedLocalAuthority: null,
  selectedRecycler: null,
};

/** A page of this remote as `renderRemotePage` draws it, the super admin signed in unless the test says. */
export function renderAdminPage(
  ui: ReactElement,
  { path, route, user = superAdmin }: { path?: string; route?: string; user?: LoggedUser } = {},
) {
  return renderRemotePage(adminModule, ui, { user, path, route });
}
