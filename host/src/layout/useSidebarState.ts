import { SIDEBAR_WIDTH_PX, useMediaQuery } from '@waste/shared';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { sidebarCollapsedAtom } from '../settings/appSettings';
import { TABLET_QUERY } from './viewport';

/**
 * Below the desktop breakpoint (phone and tablet) the sidebar opens for the moment only, over the content with
 * a backdrop; the saved setting is the desktop's choice (docs/adr/0250-tables-and-narrow-layouts.md).
 */
const openOnMobileAtom = atom(false);

export interface SidebarState {
  collapsed: boolean;
  toggle: () => void;
  /** Closes a sidebar opened over the content (phone or tablet), e.g. after choosing a page. */
  closeOnMobile: () => void;
  /** Below 1024 px: an opened sidebar lies over the content, which keeps only the rail's room. */
  overlays: boolean;
  /** Room the content leaves for the sidebar: below the desktop breakpoint only the collapsed rail. */
  contentOffset: number;
}

/**
 * Spec section 2: collapsed below 768 px; below 1024 px an expanded sidebar overlays the content. Between 768
 * and 1023 px it is collapsed too until opened, so that it never covers a page unasked (issue 39 rule 1).
 */
export function useSidebarState(): SidebarState {
  const overlays = useMediaQuery(TABLET_QUERY);
  const isDesktop = !overlays;
  const [savedCollapsed, setSavedCollapsed] = useAtom(sidebarCollapsedAtom);
  const [openOnMobile, setOpenOnMobile] = useAtom(openOnMobileAtom);
  const collapsed = overlays ? !openOnMobile : savedCollapsed;
  const closeOnMobile = useCallback(() => setOpenOnMobile(false), [setOpenOnMobile]);

  return {
    collapsed,
    toggle: () => (overlays ? setOpenOnMobile(!openOnMobile) : setSavedCollapsed(!savedCollapsed)),
    closeOnMobile,
    overlays,
    contentOffset: isDesktop && !collapsed ? SIDEBAR_WIDTH_PX.expanded : SIDEBAR_WIDTH_PX.collapsed,
  };
}
