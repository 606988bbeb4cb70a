// No `@waste/shared` here: this runs in `main.js`, before the async boundary negotiates the shared modules.
import { detectLanguage } from '../quickSignIn/quickLanguage';
import { storedTheme } from '../quickSignIn/quickStyles';
import { STORAGE_KEY_NAMES } from '../quickSignIn/storageKeys';
import { listsPath, type EarlyRemote } from '../remotes/earlyRemoteEntry';
import { firstFrameCss } from './firstFrameStyles';

const FRAME_ID = 'first-frame';

let frame: HTMLElement | null = null;
let framedPath: string | null = null;
let dismissed = false;

/** The page's heading in `language` (English where that one is missing), if the release wrote one for the address. */
export function headingOf(remote: EarlyRemote, pathname: string, language: string): string | undefined {
  const headings = remote.headings ?? {};
  const pattern = Object.keys(headings).find((candidate) => listsPath([candidate], pathname));
  return pattern ? (headings[pattern][language] ?? headings[pattern].en) : undefined;
}

function sidebarCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_NAMES.sidebarCollapsed) === 'true';
  } catch {
    return false;
  }
}

function frameElement(heading: string, language: string): HTMLElement {
  const root = document.createElement('div');
  root.id = FRAME_ID;
  root.className = sidebarCollapsed() ? 'ff ff-collapsed' : 'ff';
  root.dataset.testid = FRAME_ID;
  // A picture of the page to come: the shell underneath gets the focus and the screen reader's attention.
  root.setAttribute('aria-hidden', 'true');
  const style = document.createElement('style');
  style.textContent = firstFrameCss(storedTheme(), language);
  const side = document.createElement('div');
  side.className = 'ff-side';
  const column = document.createElement('div');
  column.className = 'ff-column';
  const header = document.createElement('div');
  header.className = 'ff-header';
  const main = document.createElement('div');
  main.className = 'ff-main';
  const title = document.createElement('h3');
  title.lang = language;
  title.textContent = heading;
  const card = document.createElement('div');
  card.className = 'ff-card';
  main.append(title, card);
  column.append(header, main);
  root.append(style, side, column);
  return root;
}

/**
 * A page opened with a stored session shows a picture of its first screen at once: the layout's sidebar and
 * header, the page's heading (in the language the shell will use) and its first card's place, over the shell
 * while it loads on a slow phone. The heading comes from the registry this browser was served last, then from
 * the one this load fetches (`remote`), which corrects or takes away the picture. The shell takes it away
 * (`dismissFirstFrame`) once it has drawn the page, or anything else instead (docs/adr/0016-first-frame-
 * before-the-shell.md). Nothing is painted for a page without a heading in the registry. Whether it was
 * painted at once.
 */
export function paintFirstFrame(last: EarlyRemote | null, remote: Promise<EarlyRemote | null>): boolean {
  // Called once, by `main.js`, before the shell exists: this page load's frame.
  frame?.remove();
  frame = null;
  dismissed = false;
  framedPath = window.location.pathname;
  const language = detectLanguage();
  const show = (found: EarlyRemote | null) => {
    if (dismissed || window.location.pathname !== framedPath) return;
    const heading = found ? headingOf(found, framedPath, language) : undefined;
    if (!heading) {
      frame?.remove();
      frame = null;
    } else if (frame) frame.querySelector('h3')!.textContent = heading;
    else {
      frame = frameElement(heading, language);
      document.body.append(frame);
    }
  };
  show(last);
  void remote.then(show);
  return frame !== null;
}

/**
 * Runs `start` once the first frame is on screen (the browser's first contentful paint), or after 300 ms at
 * the latest (a hidden tab paints nothing): the shell's start asks for its scripts and stylesheet, whose
 * fetching and running would otherwise come before the frame is shown, long before on a slow link.
 */
export function afterNextPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (typeof PerformanceObserver === 'undefined') requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
  else {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(once, 300);
}

/** The shell has drawn the page (or an error, a 404, another page): the first frame goes, and is never painted after. */
export function dismissFirstFrame(): void {
  dismissed = true;
  frame?.remove();
  frame = null;
}

/** The shell went to another address than the one the frame pictures (a sign-in after an expired session). */
export function dismissFirstFrameUnlessAt(pathname: string): void {
  if (pathname !== framedPath) dismissFirstFrame();
}
