import { SIDEBAR_WIDTH_PX, useMediaQuery } from '@waste/shared';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { sidebarCollapsedAtom } from '../settings/appSettings';
import { TABLET_QUERY, useIsMobile } from './viewport';

/** On a phone the sidebar opens for the moment only; the saved setting is the desktop's choice. */
const openOnMobileAtom = atom(false);

export interface SidebarState {
  collapsed: boolean;
  toggle: () => void;
  /** Closes a sidebar opened on a phone, e.g. after choosing a page. */
  closeOnMobile: () => void;
  /** Room the content leaves for the sidebar: below the desktop breakpoint only the collapsed rail. */
  contentOffset: number;
}

/** Spec section 2: collapsed below 768 px; below 1024 px an expanded sidebar overlays the content. */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const isDesktop = !useMediaQuery(TABLET_QUERY);
  const [savedCollapsed, setSavedCollapsed] = useAtom(sidebarCollapsedAtom);
  const [openOnMobile, setOpenOnMobile] = useAtom(openOnMobileAtom);
  const collapsed = isMobile ? !openOnMobile : savedCollapsed;
  const closeOnMobile = useCallback(() => setOpenOnMobile(false), [setOpenOnMobile]);

  return {
    collapsed,
    toggle: () => (isMobile ? setOpenOnMobile(!openOnMobile) : setSavedCollapsed(!savedCollapsed)),
    closeOnMobile,
    contentOffset: isDesktop && !collapsed ? SIDEBAR_WIDTH_PX.expanded : SIDEBAR_WIDTH_PX.collapsed,
  };
}
