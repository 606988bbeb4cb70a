import { initI18n, loggedUserAtom, registerTranslations, sessionStore, type LoggedUser } from '@waste/shared';
import { renderWithProviders } from '@waste/shared/testing';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import recyclerModule from '../src/module';

export const GREEN_LOOP = { id: 'RC-DEMO-01', name: 'Lanka Green Polymers (Demo)', primaryAddress: 'No. 45, Galle Road, Ratmalana', hotline: '+94 11 255 0101' };

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

/** A page of this remote inside antd's App (toasts, modals), the host's providers and a route for its params. */
export async function renderPage(ui: ReactElement, { path = '/', route = path, user = recyclerUser }: { path?: string; route?: string; user?: LoggedUser } = {}) {
  await initI18n();
  registerTranslations(recyclerModule.namespace, recyclerModule.translations);
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
