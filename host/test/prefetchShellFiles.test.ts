import { prefetchShellFilesWhenIdle } from '../src/shellFiles/prefetchShellFiles';

describe('the idle prefetch of the shell’s files', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    globalThis.requestIdleCallback = ((callback: () => void) => setTimeout(callback, 0)) as unknown as typeof requestIdleCallback;
    globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(['shell-vendors.1.js', 'layout.2.js', 'table.3.js']) })) as unknown as typeof fetch;
  });

  it('once idle, asks the browser to fetch (not run) the files the page has not loaded yet', async () => {
    const loaded = document.createElement('script');
    loaded.src = '/shell-vendors.1.js';
    document.head.append(loaded);

    prefetchShellFilesWhenIdle();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(globalThis.fetch).toHaveBeenCalledWith('/shell-files.json');
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.as, link.getAttribute('href')])).toEqual([
      ['prefetch', 'script', '/layout.2.js'],
      ['prefetch', 'script', '/table.3.js'],
      ['prefetch', 'style', '/antd.test.css'],
    ]);
    // Nothing is run: no script element was added for them.
    expect(document.scripts).toHaveLength(1);
  });

  it('leaves out antd’s stylesheet once the page has it', async () => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = '/antd.test.css';
    document.head.append(stylesheet);

    prefetchShellFilesWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.getAttribute('href'))).toEqual(['/shell-vendors.1.js', '/layout.2.js', '/table.3.js']);
  });
});
