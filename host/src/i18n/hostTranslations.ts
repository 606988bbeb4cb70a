import { registerTranslations } from '@waste/shared';
import en from './host.en.json';

export const HOST_NAMESPACE = 'host';

export function registerHostTranslations(): void {
  registerTranslations(HOST_NAMESPACE, { en });
}
