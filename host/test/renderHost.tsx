import { initI18n } from '@waste/shared';
import { renderWithProviders } from '@waste/shared/testing';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { registerHostTranslations } from '../src/i18n/hostTranslations';

export async function renderHost(ui: ReactElement, route = '/', queryClient?: QueryClient) {
  await initI18n();
  registerHostTranslations();
  return renderWithProviders(ui, { route, queryClient });
}
