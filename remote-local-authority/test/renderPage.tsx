import type { LoggedUser } from '@waste/shared';
import { colomboUser, renderRemotePage } from '@waste/shared/testing';
import type { ReactElement } from 'react';
import localAuthorityModule from '../src/module';

/** antd's breakpoints from sm (576 px) to lg: jsdom's default answers none of them, i.e. a phone. */
export const WIDER_THAN_A_PHONE = ['(min-width: 576px)', '(min-width: 768px)', '(min-width: 992px)'];

export const impersonatingSuperAdmin: LoggedUser = { ...colomboUser, id: 'u-5', roles: ['005'], defaultRole: '003' };

/** A page of this remote as `renderRemotePage` draws it, Colombo MC's user signed in unless the test says. */
export function renderPage(
  ui: ReactElement,
  { path, route, user = colomboUser }: { path?: string; route?: string; user?: LoggedUser } = {},
) {
  return renderRemotePage(localAuthorityModule, ui, { user, path, route });
}
