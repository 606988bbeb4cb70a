import { SCREEN_MIN_WIDTH_PX } from './breakpoints';
import { useMediaQuery } from './useMediaQuery';

/** A phone: narrower than antd's `sm` (576 px), where a list's rows become cards (docs/adr/0250-tables-and-narrow-layouts.md). */
export const PHONE_QUERY = `(max-width: ${SCREEN_MIN_WIDTH_PX.sm - 0.02}px)`;

/** Whether the viewport is a phone's; asked as a max-width, so that a test's jsdom (no media matches) is a wide screen. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
