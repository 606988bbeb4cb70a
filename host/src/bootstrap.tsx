// The subpath, not the package: the shared package's start is one of the tasks below.
import { nextTask } from '@waste/shared/nextTask';
import { detectLanguage } from './quickSignIn/quickLanguage';
import { loadAntdStylesheet } from './settings/antdStylesheet';

/**
 * Renders the shell into the page. `beforeRender` runs once everything is loaded, just before: the quick
 * sign-in page removes itself there (quickSignIn/).
 *
 * The shell's modules are evaluated in a few tasks rather than one (on a phone one was a long block):
 * the packages the shared package imports, the shared package (whose start waits for the languages and
 * antd's stylesheet), react-dom, then the app. Eager imports: in this chunk, no request of their own.
 */
export async function startShell(beforeRender?: () => void): Promise<void> {
  // Not in the task that ran the shell's last script.
  await nextTask();
  // Namespace imports (a bare import would be dropped as free of side effects): of the facades the host
  // provides (sharedDependencies.cjs) where a singleton has one, so that the package's other names stay out.
  await Promise.all([
    import(/* webpackMode: "eager" */ '@waste/shared/facades/react-router-dom'),
    import(/* webpackMode: "eager" */ '@waste/shared/facades/tanstack-react-query'),
    import(/* webpackMode: "eager" */ '@waste/shared/facades/react-i18next'),
    import(/* webpackMode: "eager" */ 'axios'),
    import(/* webpackMode: "eager" */ 'antd/es/app'),
  ]);
  await nextTask();
  const { initI18n } = await import(/* webpackMode: "eager" */ '@waste/shared');
  // One detection for every page: the quick sign-in page's and the first frame's (a si-LK browser reads Sinhala).
  await Promise.all([initI18n(detectLanguage()), loadAntdStylesheet()]);
  const { registerHostTranslations } = await import(/* webpackMode: "eager" */ './i18n/hostTranslations');
  registerHostTranslations();
  await nextTask();
  const [{ createRoot }, { startTransition }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react'),
  ]);
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  beforeRender?.();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the shell in slices and lets the browser in between (no long task on a slow
  // phone's first load; docs/adr/0018-small-tasks-and-early-reads.md).
  startTransition(() => root.render(<App />));
}
