import { App } from 'antd';
import { useContext, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { COMMON_NAMESPACE } from '../i18n/instance';

type Navigator = { push: (...args: never[]) => void; replace: (...args: never[]) => void };

/** The parts of the Navigation API (Chromium 102+, Firefox 147+, Safari 26.2+) that the guard uses. */
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { index: number };
}

declare global {
  interface Window {
    navigation?: EventTarget & { currentEntry: { index: number } | null };
  }
}

/**
 * While `unsaved` holds, leaving the page asks first: an in-app navigation (menu, link, role switch)
 * and the browser's Back or Forward get a confirmation; a reload or closing the tab gets the browser's
 * own question. The app uses `<BrowserRouter>`, where react-router's `useBlocker` is not available
 * (it needs a data router), so the guard wraps the router's navigator, and cancels Back and Forward
 * through the browser's Navigation API (docs/adr/0030-forms-keep-what-is-typed.md).
 */
export function useUnsavedChangesGuard(unsaved: boolean): void {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { modal } = App.useApp();
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as Navigator;
  const asking = useRef(false);
  // Once the user chooses to leave, the navigation under way must pass, even if the page renders again meanwhile.
  const released = useRef(false);

  // In the language of the moment it asks, without setting the guard up again when the language changes.
  const confirmLeaving = useEffectEvent((leave: () => void) => {
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.content'),
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      onOk: () => {
        asking.current = false;
        released.current = true;
        leave();
      },
      // At once, not after the closing animation: a Back pressed meanwhile must ask again.
      onCancel: () => {
        asking.current = false;
      },
    });
  });

  // eslint-disable-next-line react-hooks/immutability -- wraps the router's navigator while the guard holds (see below)
  useEffect(() => {
    if (!unsaved) return undefined;
    released.current = false;

    // BrowserRouter has no blocker: the only way to hold an in-app navigation is to wrap its navigator's
    // push and replace, and to put them back on cleanup.
    const { push, replace } = navigator;
    // eslint-disable-next-line react-hooks/immutability -- the router's navigator, wrapped while the guard holds (see above)
    navigator.push = (...args) => (released.current ? push.apply(navigator, args) : confirmLeaving(() => push.apply(navigator, args)));
    navigator.replace = (...args) =>
      released.current ? replace.apply(navigator, args) : confirmLeaving(() => replace.apply(navigator, args));

    // Back and Forward: the Navigation API lets the traversal be cancelled before the router sees it
    // (a popstate comes too late: the address has moved and the router's listener runs first).
    const onNavigate = (navigateEvent: Event) => {
      const event = navigateEvent as NavigateEvent;
      if (released.current || event.navigationType !== 'traverse' || !event.cancelable) return;
      event.preventDefault();
      const delta = (event.destination.index ?? 0) - (window.navigation?.currentEntry?.index ?? 0);
      confirmLeaving(() => window.history.go(delta));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved, navigator]);
}
