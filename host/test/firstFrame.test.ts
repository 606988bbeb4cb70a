import { DESKTOP_SIDEBAR_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX, ROLE, SIDEBAR_WIDTH_PX } from '@waste/shared';
import {
  afterNextPaint,
  dismissFirstFrame,
  dismissFirstFrameUnlessAt,
  framedPageOf,
  paintFirstFrame,
  ROLE_SWITCHING_ROLE,
} from '../src/firstFrame/firstFrame';
import { FRAME_GEOMETRY } from '../src/firstFrame/firstFrameStyles';
import type { EarlyRemote } from '../src/remotes/earlyRemoteEntry';

const remote: EarlyRemote = {
  entry: '/remotes/la/1.0.0/mf-manifest.json',
  roles: ['003'],
  routes: ['/dashboard', '/wasteData', '/wasteData/view/:id'],
  headings: {
    '/dashboard': { en: 'Local authority dashboard', si: 'පළාත් පාලන ආයතන උපකරණ පුවරුව', ta: 'உள்ளூராட்சி மன்ற முகப்புப் பலகை' },
    '/wasteData': { en: 'Waste data' },
  },
  intros: { '/wasteData': { en: ['What the list holds.', 'Where it comes from.'], si: ['ලැයිස්තුවේ ඇති දේ.'] } },
};
const frame = () => document.getElementById('first-frame');
const heading = () => frame()?.querySelector('h3')?.textContent;

describe('the first frame of a page opened with a stored session', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    document.cookie = 'i18next=; max-age=0';
    window.history.pushState({}, '', '/dashboard');
  });

  it('keeps the shared package’s breakpoints and sidebar widths', () => {
    expect(FRAME_GEOMETRY).toEqual({
      mobilePx: MOBILE_BREAKPOINT_PX,
      desktopSidebarPx: DESKTOP_SIDEBAR_BREAKPOINT_PX,
      sidebar: SIDEBAR_WIDTH_PX,
    });
    expect(ROLE_SWITCHING_ROLE).toBe(ROLE.SUPER_ADMIN);
  });

  it('leaves a header row on a phone for whom a super admin acts as, for no one else', () => {
    const paintAs = (roles: string[]) => {
      localStorage.setItem('accessToken', 'a token');
      localStorage.setItem('loggedUser', JSON.stringify({ defaultRole: roles[0], roles }));
      paintFirstFrame(remote, new Promise(() => undefined));
      const switcher = frame()!.classList.contains('ff-switcher');
      dismissFirstFrame();
      return switcher;
    };
    expect(paintAs([ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN])).toBe(true);
    expect(paintAs([ROLE.LOCAL_AUTHORITY])).toBe(false);
  });

  it('finds the heading and intro of the address in the language, English where it has none, the trail on every page but a dashboard', () => {
    expect(framedPageOf(remote, '/dashboard/', 'ta')).toEqual({ heading: 'உள்ளூராட்சி மன்ற முகப்புப் பலகை', intro: [], trail: false });
    expect(framedPageOf({ ...remote, headings: { '/dashboard': { en: 'Dashboard' } } }, '/dashboard', 'si')?.heading).toBe('Dashboard');
    expect(framedPageOf(remote, '/wasteData', 'si')).toEqual({ heading: 'Waste data', intro: ['ලැයිස්තුවේ ඇති දේ.'], trail: true });
    expect(framedPageOf(remote, '/wasteData', 'ta')?.intro).toEqual(['What the list holds.', 'Where it comes from.']);
    expect(framedPageOf(remote, '/wasteData/view/3', 'en')).toBeUndefined();
    expect(framedPageOf({ ...remote, headings: undefined }, '/dashboard', 'en')).toBeUndefined();
  });

  it('paints a page’s intro in its first card’s place, below the trail’s room', () => {
    window.history.pushState({}, '', '/wasteData');
    paintFirstFrame(remote, new Promise(() => undefined));
    expect(frame()?.classList.contains('ff-trail')).toBe(true);
    expect([...frame()!.querySelectorAll('.ff-card .ff-note')].map((note) => note.textContent)).toEqual([
      'What the list holds.',
      'Where it comes from.',
    ]);
    dismissFirstFrame();
  });

  it('paints a titled first card with its head above the intro, the year in Sri Lanka filled in', () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T19:00:00Z'), doNotFake: ['queueMicrotask', 'setTimeout'] });
    const titled: EarlyRemote = {
      ...remote,
      cardTitles: { '/dashboard': { en: 'This year ({{year}})', ta: 'இந்த ஆண்டு ({{year}})' } },
      intros: { '/dashboard': { en: ['Sums of your returns for {{year}}.'] } },
    };
    expect(framedPageOf(titled, '/dashboard', 'ta')).toEqual({
      heading: 'உள்ளூராட்சி மன்ற முகப்புப் பலகை',
      cardTitle: 'இந்த ஆண்டு (2027)',
      intro: ['Sums of your returns for 2027.'],
      trail: false,
    });
    window.history.pushState({}, '', '/dashboard');
    paintFirstFrame(titled, new Promise(() => undefined));
    expect(frame()?.querySelector('.ff-card.ff-titled > .ff-card-head')?.textContent).toBe('This year (2027)');
    expect(frame()?.querySelector('.ff-card-head + .ff-card-body > .ff-note')?.textContent).toBe('Sums of your returns for 2027.');
    jest.useRealTimers();
    dismissFirstFrame();
  });

  it('takes a changed intro from the fresh registry', async () => {
    window.history.pushState({}, '', '/wasteData');
    paintFirstFrame(remote, Promise.resolve({ ...remote, intros: { '/wasteData': { en: ['What the list holds now.'] } } }));
    await Promise.resolve();
    await Promise.resolve();
    expect([...frame()!.querySelectorAll('.ff-note')].map((note) => note.textContent)).toEqual(['What the list holds now.']);
    expect(document.querySelectorAll('#first-frame')).toHaveLength(1);
    dismissFirstFrame();
  });

  it('paints the last registry’s heading at once, in the stored language, hidden from assistive technology', async () => {
    localStorage.setItem('i18nextLng', 'si');
    const paint = paintFirstFrame;
    expect(paint(remote, new Promise(() => undefined))).toBe(true);
    expect(heading()).toBe('පළාත් පාලන ආයතන උපකරණ පුවරුව');
    expect(frame()?.lang).toBe('si');
    expect(frame()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes the fresh registry’s word: a changed heading or intro is shown, a page without a heading loses the frame', async () => {
    const paint = paintFirstFrame;
    let answer: (value: EarlyRemote | null) => void = () => undefined;
    paint(remote, new Promise((resolve) => (answer = resolve)));
    answer({ ...remote, headings: { '/dashboard': { en: 'Dashboard of the authority' } } });
    await Promise.resolve();
    await Promise.resolve();
    expect(heading()).toBe('Dashboard of the authority');

    document.body.replaceChildren();
    paintFirstFrame(remote, Promise.resolve(null));
    expect(heading()).toBe('Local authority dashboard');
    await Promise.resolve();
    await Promise.resolve();
    expect(frame()).toBeNull();
  });

  it('waits for the registry when this browser has none yet, and paints nothing for a page without a heading', async () => {
    const paint = paintFirstFrame;
    expect(paint(null, Promise.resolve(remote))).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(heading()).toBe('Local authority dashboard');

    document.body.replaceChildren();
    window.history.pushState({}, '', '/wasteData/view/3');
    expect(paintFirstFrame(remote, Promise.resolve(remote))).toBe(false);
    await Promise.resolve();
    expect(frame()).toBeNull();
  });

  it('goes when the shell has drawn something, and is not painted after that', async () => {
    let answer: (value: EarlyRemote | null) => void = () => undefined;
    paintFirstFrame(null, new Promise((resolve) => (answer = resolve)));
    dismissFirstFrame();
    answer(remote);
    await Promise.resolve();
    await Promise.resolve();
    expect(frame()).toBeNull();
  });

  it('goes when the shell moves to another address (a sign-in after an expired session), not on its own', () => {
    paintFirstFrame(remote, new Promise(() => undefined));
    dismissFirstFrameUnlessAt('/dashboard');
    expect(frame()).not.toBeNull();
    dismissFirstFrameUnlessAt('/signin');
    expect(frame()).toBeNull();
    dismissFirstFrame();
  });

  /** A browser's paint observer, reporting what the test says. */
  function paintObserver(): (names: string[]) => void {
    let report: (names: string[]) => void = () => undefined;
    class PaintObserver {
      constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
      observe = jest.fn();
      disconnect = jest.fn();
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: PaintObserver });
    return (names) => report(names);
  }

  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    jest.useRealTimers();
  });

  it('starts the shell when the first contentful paint is reported, not before, and once', () => {
    jest.useFakeTimers();
    const report = paintObserver();
    const start = jest.fn();
    afterNextPaint(start);
    report(['first-paint']);
    jest.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
    report(['first-contentful-paint']);
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(300);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the shell after 300 ms when nothing is painted (a hidden tab)', () => {
    jest.useFakeTimers();
    paintObserver();
    const start = jest.fn();
    afterNextPaint(start);
    jest.advanceTimersByTime(299);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
