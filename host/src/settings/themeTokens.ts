import type { ThemeConfig } from 'antd';
import type { ThemeMode } from './appSettings';

/**
 * antd's seed colours with the text the WCAG AA contrast (4.5:1) would otherwise miss: antd's placeholder
 * (25 % black or white: 1.8:1 light, 2.2:1 dark) and, in the dark theme, its link blue (#1668dc, 3.6:1 on
 * a dark card). 55 % gives 4.7:1 on white and 6.2:1 on #141414; #4096ff gives 6.2:1 (5.5:1 on a modal).
 */
const contrastTokens: Record<ThemeMode, ThemeConfig['token']> = {
  light: { colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' },
  dark: { colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)', colorLink: '#4096ff', colorLinkHover: '#69b1ff', colorLinkActive: '#1677ff' },
};

export const themeTokensFor = (mode: ThemeMode): ThemeConfig['token'] => contrastTokens[mode];
