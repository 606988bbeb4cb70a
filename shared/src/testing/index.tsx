import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '../i18n/instance';
import { sessionStore } from '../session/store';

/** Renders a page the way the host would: router, the one session store and i18n around it. */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: { route?: string } & RenderOptions = {},
) {
  await initI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={sessionStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return render(ui, { wrapper, ...options });
}

export { fakeApi } from './fakeApi';
export { fakeJwt } from './fakeJwt';
export { matchMediaAnswering, viewportMatching } from './matchMediaStub';
