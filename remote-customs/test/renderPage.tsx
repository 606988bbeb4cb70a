import type { LoggedUser } from '@waste/shared';
import { renderRemotePage } from '@waste/shared/testing';
import type { ReactElement } from 'react';
import customsModule from '../src/module';

export const customsUser: LoggedUser = {
  id: 'u-2',
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'customs@demo.lk',
  roles: ['002'],
  defaultRole: '002',
  selectedLocalAuthority: null,
  selectedRecycler: null,
};

/** A page of this remote as `renderRemotePage` draws it, the customs user signed in unless the test says. */
export function renderPage(
  ui: ReactElement,
  { path, route, user = customsUser }: { path?: string; route?: string; user?: LoggedUser } = {},
) {
  return renderRemotePage(customsModule, ui, { user, path, route });
}
