// No `@waste/shared` here (only its dependency-free modules): this runs in `main.js`, before the shell's code.
import { colomboYear } from '@waste/shared/colomboYear';
import { detectLanguage } from '../quickSignIn/quickLanguage';
import { storedTheme } from '../quickSignIn/quickStyles';
import { STORAGE_KEY_NAMES } from '../quickSignIn/storageKeys';
import { listsPath, storedUser, type EarlyRemote } from '../remotes/earlyRemoteEntry';
import { firstFrameCss } from './firstFrameStyles';

const FRAME_ID = 'first-frame';
/** `ROLE.SUPER_ADMIN` of `@waste/shared` (a test keeps them equal): whom such a user acts as takes a header row on a phone. */
export const ROLE_SWITCHING_ROLE = '005';

let frame: HTMLElement | null = null;
let framedContent: string | null = null;
let framedPath: string | null = null;
let dismissed = false;

/**
 * What the first frame paints of a page: its heading, its first card's title (where its head holds one) and the
 * paragraphs the card opens with, whether a trail is above.
 */
export interface FramedPage {
  heading: string;
  cardTitle?: string;
  intro: string[];
  /** Every page but a dashboard draws its breadcrumb trail above its heading (PageFrame). */
  trail: boolean;
}

/** The year the pages give their texts (`{{year}}`, the only placeholder a release lets through): Sri Lanka's. */
const withYear = (text: string) => text.replace(/\{\{year\}\}/g, String(colomboYear()));

/**
 * What the release wrote for the address in `language` (English where that one is missing): the page's heading,
 * its first card's title and intro; nothing for a page without a heading.
 */
export function framedPageOf(remote: EarlyRemote, pathname: string, language: string): FramedPage | undefined {
  const headings = remote.headings ?? {};
  const pattern = Object.keys(headings).find((candidate) => listsPath([candidate], pathname));
  if (!pattern) return undefined;
  const inLanguage = <T>(texts: Record<string, T> | undefined) => texts?.[language] ?? texts?.en;
  const cardTitle = inLanguage(remote.cardTitles?.[pattern]);
  return {
    heading: withYear(inLanguage(headings[pattern]) ?? ''),
    ...(cardTitle === undefined ? {} : { cardTitle: withYear(cardTitle) }),
    intro: (inLanguage(remote.intros?.[pattern]) ?? []).map(withYear),
    trail: pattern !== '/dashboard',
  };
}

function switchesRoles(): boolean {
  const roles = storedUser()?.roles;
  return Array.isArray(roles) && roles.includes(ROLE_SWITCHING_ROLE);
}

function sidebarCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY_NAMES.sidebarCollapsed) === 'true';
  } catch {
    return false;
  }
}

const element = (tag: string, className: string) => Object.assign(document.createElement(tag), { className });

function frameElement({ heading, cardTitle, intro, trail }: FramedPage, language: string): HTMLElement {
  const modifiers = [sidebarCollapsed() && 'ff-collapsed', trail && 'ff-trail', switchesRoles() && 'ff-switcher'];
  const root = element('div', ['ff', ...modifiers].filter(Boolean).join(' '));
  root.id = FRAME_ID;
  root.dataset.testid = FRAME_ID;
  // A picture of the page to come: the shell underneath gets the focus and the screen reader's attention.
  root.setAttribute('aria-hidden', 'true');
  root.lang = language;
  const style = document.createElement('style');
  style.textContent = firstFrameCss(storedTheme(), language);
  const column = element('div', 'ff-column');
  const main = element('div', 'ff-main');
  const title = document.createElement('h3');
  title.textContent = heading;
  const notes = intro.map((text) => Object.assign(element('div', 'ff-note'), { textContent: text }));
  const card = element('div', cardTitle === undefined ? 'ff-card' : 'ff-card ff-titled');
  if (cardTitle === undefined) card.append(...notes);
  else {
    const body = element('div', 'ff-card-body');
    body.append(...notes);
    card.append(Object.assign(element('div', 'ff-card-head'), { textContent: cardTitle }), body);
  }
  main.append(title, card);
  column.append(element('div', 'ff-header'), main);
  root.append(style, element('div', 'ff-side'), column);
  return root;
}

/**
 * A page opened with a stored session shows a picture of its first screen at once: the layout's sidebar and
 * header, the page's heading (in the language the shell will use) and its first card's place with its title and the
 * paragraphs it opens with, over the shell while it loads on a slow phone. They come from the registry this browser was
 * served last, then from the one this load fetches (`remote`), which corrects or takes away the picture. The shell takes it away
 * (`dismissFirstFrame`) once it has drawn the page, or anything else instead (docs/adr/0016-first-frame-
 * before-the-shell.md). Nothing is painted for a page without a heading in the registry. Whether it was
 * painted at once.
 */
export function paintFirstFrame(last: EarlyRemote | null, remote: Promise<EarlyRemote | null>): boolean {
  // Called once, by `main.js`, before the shell exists: this page load's frame.
  frame?.remove();
  frame = null;
  framedContent = null;
  dismissed = false;
  framedPath = window.location.pathname;
  const language = detectLanguage();
  const show = (found: EarlyRemote | null) => {
    if (dismissed || window.location.pathname !== framedPath) return;
    const framed = found ? framedPageOf(found, framedPath, language) : undefined;
    const content = framed ? JSON.stringify(framed) : null;
    if (content === framedContent) return;
    framedContent = content;
    const next = framed ? frameElement(framed, language) : null;
    if (frame && next) frame.replaceWith(next);
    else if (frame) frame.remove();
    else if (next) document.body.append(next);
    frame = next;
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
