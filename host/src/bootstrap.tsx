import { initI18n } from '@waste/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerHostTranslations } from './i18n/hostTranslations';

/**
 * Renders the shell into the page. `beforeRender` runs once everything is loaded, just before: the quick
 * sign-in page removes itself there (quickSignIn/).
 */
export async function startShell(beforeRender?: () => void): Promise<void> {
  await initI18n();
  registerHostTranslations();
  beforeRender?.();
  createRoot(document.getElementById('root')!).render(<App />);
}
