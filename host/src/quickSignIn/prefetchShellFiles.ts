/** Written by the host's build (webpack.config.js, ShellFilesPlugin): the shell's files, hashed names. */
const SHELL_FILES_URL = '/shell-files.json';

/**
 * Once the quick page is idle, the browser fetches the shell's files into its cache (`<link rel=prefetch>`,
 * lowest priority, nothing run), so signing in does not wait for them. Marked `shell-prefetch`, as the
 * shell's own prefetch, so the bench tells the first load from what came after.
 */
export function prefetchShellFilesWhenIdle(): void {
  const whenIdle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
  const prefetch = () => {
    performance.mark?.('shell-prefetch');
    void fetch(SHELL_FILES_URL)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .then((files) => {
        for (const file of files) {
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.as = 'script';
          link.href = `/${file}`;
          document.head.append(link);
        }
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') whenIdle(prefetch);
  else window.addEventListener('load', () => whenIdle(prefetch), { once: true });
}
