import { initI18n } from '@waste/shared';
import { renderWithProviders } from '@waste/shared/testing';
import type { ReactElement } from 'react';
import { registerHostTranslations } from '../src/i18n/hostTranslations';

export async function renderHost(ui: ReactElement, route = '/') {
  await initI18n();
  registerHostTranslations();
  return renderWithProviders(ui, { route });
}
