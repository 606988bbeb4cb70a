import { antdStylesheetHref } from '../settings/antdStylesheet';

/** Written by the host's build (webpack.config.js, ShellFilesPlugin): the shell's files, hashed names. */
const SHELL_FILES_URL = '/shell-files.json';

/** The scripts this page has already asked for, by path. */
function requestedScripts(): Set<string> {
  return new Set([...document.scripts].map((script) => new URL(script.src, location.href).pathname).filter(Boolean));
}

function prefetch(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

/**
 * Once the page is idle, the browser fetches the shell's files it has not loaded yet into its cache
 * (`<link rel=prefetch>`, lowest priority, nothing run): the layout and the other public pages, the shared
 * package's deferred components (tables, date pickers) and antd's stylesheet, so that the next page does not
 * wait for them. Nothing is evaluated before a page needs it: on a phone that would be seconds of blocked
 * main thread while the first page is in use. Marked `shell-prefetch`, so the bench tells the first load
 * from what came after.
 */
export function prefetchShellFilesWhenIdle(): void {
  const whenIdle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
  const prefetchAll = () => {
    performance.mark?.('shell-prefetch');
    void fetch(SHELL_FILES_URL)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .then((files) => {
        const requested = requestedScripts();
        for (const file of files.filter((name) => !requested.has(`/${name}`))) prefetch(`/${file}`, 'script');
        if (!document.querySelector(`link[rel=stylesheet][href="${antdStylesheetHref}"]`)) prefetch(antdStylesheetHref, 'style');
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') whenIdle(prefetchAll);
  else window.addEventListener('load', () => whenIdle(prefetchAll), { once: true });
}
