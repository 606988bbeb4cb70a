import { antdStylesheetHrefs } from '../settings/antdStylesheet';
import { registerServiceWorker } from '../sw/registerServiceWorker';

/** Written by the host's build (webpack.config.js, ShellFilesPlugin): the shell's files, hashed names. */
const SHELL_FILES_URL = '/shell-files.json';

type Prefetch = [href: string, as: 'script' | 'style'];

/** What this page has already fetched, by path (webpack removes a chunk's script element once it ran). */
function requestedPaths(): Set<string> {
  return new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name, location.href).pathname));
}

// Safari has no requestIdleCallback.
const whenIdle = (callback: (deadline?: IdleDeadline) => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(callback) : setTimeout(callback, 1000);

/** Adds the links while the browser has idle time, a few at a time: each asks the network stack for a file. */
function prefetchWhenIdle(queue: Prefetch[]): void {
  whenIdle((deadline) => {
    do {
      const next = queue.shift();
      if (!next) return;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      [link.href, link.as] = next;
      document.head.append(link);
    } while ((deadline?.timeRemaining() ?? 0) > 2);
    prefetchWhenIdle(queue);
  });
}

let started = false;

/**
 * Once the first page is drawn and the browser is idle, it fetches the shell's files it has not loaded yet
 * into its cache (`<link rel=prefetch>`, lowest priority, nothing run): the layout and the other public
 * pages, the shared package's deferred components (tables, date pickers) and antd's stylesheet, so that the
 * next page does not wait for them. Nothing is evaluated before a page needs it: on a phone that would
 * block the main thread for long while the first page is in use. Marked `shell-prefetch`, so the bench
 * tells the first load from what came after. Once a page load: a page calls it when drawn. The service worker
 * is registered at the same moment (ADR 0273).
 */
export function prefetchShellFilesWhenIdle(): void {
  if (started) return;
  started = true;
  const prefetchAll = () => {
    performance.mark?.('shell-prefetch');
    registerServiceWorker();
    // Nothing it meets (no list, no network) may break the page it runs on.
    void Promise.resolve()
      .then(() => fetch(SHELL_FILES_URL))
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .then((files) => {
        const requested = requestedPaths();
        const scripts = files.map((file) => `/${file}`).map((href): Prefetch => [href, 'script']);
        const styles = antdStylesheetHrefs.map((href): Prefetch => [href, 'style']);
        prefetchWhenIdle([...scripts, ...styles].filter(([href]) => !requested.has(href)));
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') whenIdle(prefetchAll);
  else window.addEventListener('load', () => whenIdle(prefetchAll), { once: true });
}
