import { initI18n } from '@waste/shared';
import { startTransition } from 'react';
import { registerHostTranslations } from './i18n/hostTranslations';
import { loadAntdStylesheet } from './settings/antdStylesheet';

/**
 * Lets the browser in between two parts of the shell's start: each part's modules are evaluated in a task of
 * their own instead of one long task (on a slow phone the whole shell's evaluation blocked for about a second).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the shell into the page. `beforeRender` runs once everything is loaded, just before: the quick
 * sign-in page removes itself there (quickSignIn/).
 */
export async function startShell(beforeRender?: () => void): Promise<void> {
  await Promise.all([initI18n(), loadAntdStylesheet()]);
  registerHostTranslations();
  await nextTask();
  // Eager: in this chunk (no request of its own), evaluated only here, after the pause above.
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  beforeRender?.();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the shell in slices and lets the browser in between (no second-long task on
  // a slow phone's first load; docs/decisions.md "The local authority dashboard's first screen").
  startTransition(() => root.render(<App />));
}
