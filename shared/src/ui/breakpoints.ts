import { useMediaQuery } from './useMediaQuery';

/** antd's screen widths (its screenSMMin, screenMDMin…), which its grid and `Grid.useBreakpoint` answer to. */
export const SCREEN_MIN_WIDTH_PX = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export type Breakpoint = keyof typeof SCREEN_MIN_WIDTH_PX;

/**
 * Whether the viewport is narrower than one of antd's screen widths, asking the same media query as antd's
 * `Grid.useBreakpoint`. Unlike that hook, right on the first render: it answers nothing until a layout effect
 * after mounting, so every page using it drew its narrow layout first, then drew itself again in the same task
 * (docs/adr/0018-small-tasks-and-early-reads.md).
 */
export const useNarrowerThan = (breakpoint: Breakpoint): boolean => !useMediaQuery(`(min-width: ${SCREEN_MIN_WIDTH_PX[breakpoint]}px)`);
