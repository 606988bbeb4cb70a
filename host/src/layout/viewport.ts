import { DESKTOP_SIDEBAR_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX, useMediaQuery } from '@waste/shared';

const below = (px: number) => `(max-width: ${px - 0.02}px)`;
export const MOBILE_QUERY = below(MOBILE_BREAKPOINT_PX);
export const TABLET_QUERY = below(DESKTOP_SIDEBAR_BREAKPOINT_PX);

/** Narrower than spec section 9's mobile breakpoint (768 px). */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
