import { initI18n, loggedUserAtom, registerTranslations, sessionStore, type LoggedUser } from '@waste/shared';
import { renderWithProviders } from '@waste/shared/testing';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import localAuthorityModule from '../src/module';

export const COLOMBO = { id: 'LG-11001', name: 'Colombo MC', district: 'Colombo', province: 'western', councilType: 'MC' };

export const colomboUser: LoggedUser = {
  id: 'u-1',
  firstName: 'Fathima',
  lastName: 'Rizwan', email: 'user@demo.lk',
  roles: ['003'],
  defaultRole: '003',
  selectedLocalAuthority: COLOMBO,
  selectedRecycler: null,
};

/** antd's breakpoints from sm (576 px) to lg: jsdom's default answers none of them, i.e. a phone. */
export const WIDER_THAN_A_PHONE = ['(min-width: 576px)', '(min-width: 768px)', '(min-width: 992px)'];

export const impersonatingSuperAdmin: LoggedUser = { ...colomboUser, id: 'u-5', roles: ['005'], defaultRole: '003' };

/** A page of this remote inside antd's App (toasts, modals), the host's providers and a route for its params. */
export async function renderPage(ui: ReactElement, { path = '/', route = path, user = colomboUser }: { path?: string; route?: string; user?: LoggedUser } = {}) {
  await initI18n();
  registerTranslations(localAuthorityModule.namespace, localAuthorityModule.translations);
  sessionStore.set(loggedUserAtom, user);
  return renderWithProviders(
    <App>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<div data-testid="navigated-away" />} />
      </Routes>
    </App>,
    { route },
  );
}
