import { initI18n, loggedUserAtom, registerTranslations, sessionStore, type LoggedUser } from '@waste/shared';
import { renderWithProviders } from '@waste/shared/testing';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
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

/** A page of this remote inside antd's App (toasts, modals) and the host's providers. */
export async function renderPage(ui: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  await initI18n();
  registerTranslations(customsModule.namespace, customsModule.translations);
  sessionStore.set(loggedUserAtom, customsUser);
  return renderWithProviders(
    <App>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
    </App>,
    { route },
  );
}
