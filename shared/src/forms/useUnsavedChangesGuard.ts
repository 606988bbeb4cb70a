import { App } from 'antd';
import { useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { COMMON_NAMESPACE } from '../i18n/instance';

type Navigator = { push: (...args: never[]) => void; replace: (...args: never[]) => void };

/** The index react-router keeps in each history entry it makes. */
const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/**
 * While `unsaved` holds, leaving the page asks first: an in-app navigation (menu, link, role switch)
 * and the browser's Back or Forward get a confirmation; a reload or closing the tab gets the browser's
 * own question. The app uses `<BrowserRouter>`, where react-router's `useBlocker` is not available
 * (it needs a data router), so the guard wraps the router's navigator and catches `popstate` before
 * the router sees it (docs/decisions.md, "Unsaved changes").
 */
export function useUnsavedChangesGuard(unsaved: boolean): void {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { modal } = App.useApp();
  const navigator = useContext(UNSAFE_NavigationContext).navigator as unknown as Navigator;
  const asking = useRef(false);

  useEffect(() => {
    if (!unsaved) return undefined;
    let released = false;
    const confirmLeaving = (leave: () => void) => {
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.content'),
        okText: t('unsaved.leave'),
        cancelText: t('unsaved.stay'),
        onOk: () => {
          released = true;
          leave();
        },
        afterClose: () => {
          asking.current = false;
        },
      });
    };

    const { push, replace } = navigator;
    navigator.push = (...args) => (released ? push.apply(navigator, args) : confirmLeaving(() => push.apply(navigator, args)));
    navigator.replace = (...args) => (released ? replace.apply(navigator, args) : confirmLeaving(() => replace.apply(navigator, args)));

    // Back and Forward have already moved the address when popstate fires: hide it from the router, put the
    // address back, and go the same way again only once the user chooses to leave.
    const shownIndex = historyIndex();
    let restoring = false;
    const onPopState = (event: PopStateEvent) => {
      if (released) return;
      event.stopImmediatePropagation();
      if (restoring) {
        restoring = false;
        return;
      }
      const delta = historyIndex() - shownIndex;
      restoring = true;
      window.history.go(-delta);
      confirmLeaving(() => window.history.go(delta));
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('popstate', onPopState, { capture: true });
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved, navigator, modal, t]);
}
