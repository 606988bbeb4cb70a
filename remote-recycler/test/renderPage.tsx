import type { LoggedUser } from '@waste/shared';
import { renderRemotePage } from '@waste/shared/testing';
import type { ReactElement } from 'react';
import recyclerModule from '../src/module';

export const GREEN_LOOP = {
  id: 'RC-DEMO-01',
  name: 'Lanka Green Polymers (Demo)',
  primaryAddress: 'No. 45, Galle Road, Ratmalana',
  hotline: '+94 11 255 0101',
};

export const recyclerUser: LoggedUser = {
  id: 'u-4',
  firstName: 'Ruwan',
  lastName: 'Silva',
  email: 'recycler@demo.lk',
  roles: ['004'],
  defaultRole: '004',
  selectedLocalAuthority: null,
  selectedRecycler: GREEN_LOOP,
};

export const actingSuperAdmin: LoggedUser = { ...recyclerUser, id: 'u-5', roles: ['005'], defaultRole: '004' };

/** A page of this remote as `renderRemotePage` draws it, the recycler's user signed in unless the test says. */
export function renderPage(
  ui: ReactElement,
  { path, route, user = recyclerUser }: { path?: string; route?: string; user?: LoggedUser } = {},
) {
  return renderRemotePage(recyclerModule, ui, { user, path, route });
}
