import { useAtomValue } from 'jotai';
import { themeAtom, type ThemeMode } from './appSettings';

/** The current theme for chart libraries that take their own 'light' | 'dark' setting. */
export function useChartTheme(): ThemeMode {
  return useAtomValue(themeAtom);
}
