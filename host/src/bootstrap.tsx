import { initI18n } from '@waste/shared';
import { startTransition } from 'react';
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
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the shell in slices and lets the browser in between (no second-long task on
  // a slow phone's first load; docs/decisions.md "The local authority dashboard's first screen").
  startTransition(() => root.render(<App />));
}
