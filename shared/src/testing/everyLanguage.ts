import { LANGUAGES } from '../constants';
import { initI18n, loadLanguage } from '../i18n/instance';

/**
 * Every language's words of every namespace registered so far, so that a test may switch with
 * `i18n.changeLanguage` (the product switches through `changeLanguage`, which fetches first).
 */
export async function loadEveryLanguage(): Promise<void> {
  await initI18n();
  await Promise.all(LANGUAGES.map(loadLanguage));
}
