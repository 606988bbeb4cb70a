/** A fresh module a test: the prefetch runs once a page load. */
async function freshPrefetch(): Promise<() => void> {
  let prefetch: () => void = () => undefined;
  await jest.isolateModulesAsync(async () => {
    prefetch = (await import('../src/shellFiles/prefetchShellFiles')).prefetchShellFilesWhenIdle;
  });
  return prefetch;
}

/** The page has already fetched these, as Resource Timing tells (jsdom has none of its own). */
function alreadyFetched(...paths: string[]) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => paths.map((path) => ({ name: `http://localhost${path}` })),
  });
}

/** Runs every idle period and fetch the prefetch asks for, however slow the machine (no wall-clock wait). */
const idle = () => jest.runAllTimersAsync();
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => [(link as HTMLLinkElement).as, link.getAttribute('href')]);

let idleCallbacks = 0;

describe('the idle prefetch of the shell’s files', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    idleCallbacks = 0;
    // Short idle periods: one link each.
    globalThis.requestIdleCallback = ((callback: IdleRequestCallback) => {
      idleCallbacks += 1;
      return setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 1 }), 0);
    }) as unknown as typeof requestIdleCallback;
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve(['shell-vendors.1.js', 'layout.2.js', 'table.3.js']) }),
    ) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('once idle, asks the browser to fetch (not run) the files and the stylesheet the page has not fetched yet', async () => {
    alreadyFetched('/shell-vendors.1.js');
    (await freshPrefetch())();
    expect(prefetched()).toEqual([]);
    await idle();

    expect(globalThis.fetch).toHaveBeenCalledWith('/shell-files.json');
    expect(prefetched()).toEqual([
      ['script', '/layout.2.js'],
      ['script', '/table.3.js'],
      ['style', '/antd-1.test.css'],
      ['style', '/antd-2.test.css'],
    ]);
    // Nothing is run: no script element was added for them.
    expect(document.scripts).toHaveLength(0);
    // A link an idle period: the list's, then one each for the four links, then the one that finds none left.
    expect(idleCallbacks).toBe(6);
  });

  it('leaves out antd’s stylesheet once the page has it, and runs once a page load', async () => {
    alreadyFetched('/antd-1.test.css', '/antd-2.test.css');
    const prefetch = await freshPrefetch();
    prefetch();
    prefetch();
    await idle();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(prefetched()).toEqual([
      ['script', '/shell-vendors.1.js'],
      ['script', '/layout.2.js'],
      ['script', '/table.3.js'],
    ]);
  });
});
