import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/instance';
import { loadEveryLanguage } from './everyLanguage';
import { createQueryClient } from '../query/queryClient';
import { SessionQueryClientProvider } from '../query/SessionQueryClientProvider';
import { sessionStore } from '../session/store';

/** antd without its style runtime, as the host runs it. */
const ANTD_THEME = { zeroRuntime: true };

/**
 * Renders a page the way the host would: router, the one session store, i18n and a query client around
 * it (a new, empty one per render unless the test passes its own). antd writes no styles into the page, as
 * in the product (whose styles come from antd's stylesheet): jsdom lays nothing out, and every
 * getComputedStyle (user-event's check before each click, role queries) read all the rules antd's runtime
 * had injected, which made form tests slow.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createQueryClient(), ...options }: { route?: string; queryClient?: QueryClient } & RenderOptions = {},
) {
  await loadEveryLanguage();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={sessionStore}>
      <SessionQueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            <ConfigProvider theme={ANTD_THEME}>{children}</ConfigProvider>
          </MemoryRouter>
        </I18nextProvider>
      </SessionQueryClientProvider>
    </Provider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
