import { theme, type GlobalToken } from 'antd';
import { useMemo } from 'react';
import type { ChartTheme } from './plotTypes';

/** A picture leaves the app: it is drawn light on white whatever the screen's theme. */
export const PICTURE_BACKGROUND = '#ffffff';

// antd carries no "dark" flag in its tokens: a dark algorithm gives a container background below mid-grey.
const isDark = (color: string) => /^#[0-9a-f]{6}$/i.test(color) && parseInt(color.slice(1, 3), 16) + parseInt(color.slice(3, 5), 16) + parseInt(color.slice(5, 7), 16) < 384;

/** G2's light or dark theme in antd's colours and font (the script font of the language included). */
export function chartThemeOf(token: GlobalToken, background = token.colorBgContainer): ChartTheme {
  const fontFamily = token.fontFamily;
  return {
    type: isDark(background) ? 'dark' : 'light',
    color: token.colorPrimary,
    category10: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token['purple-6'], token['cyan-6'], token['magenta-6'], token['gold-6']],
    view: { viewFill: background },
    axis: { labelFontFamily: fontFamily, titleFontFamily: fontFamily, labelFill: token.colorText, titleFill: token.colorText },
    legendCategory: { itemLabelFontFamily: fontFamily, itemLabelFill: token.colorText, navPageNumFontFamily: fontFamily },
    title: { titleFontFamily: fontFamily, titleFill: token.colorText, subtitleFontFamily: fontFamily },
    label: { fontFamily },
  };
}

/** The chart theme of the screen, following the app's light or dark theme, and the one of a downloaded picture. */
export function useChartThemes(): { screen: ChartTheme; picture: ChartTheme } {
  const { token } = theme.useToken();
  return useMemo(
    () => ({ screen: chartThemeOf(token), picture: chartThemeOf({ ...theme.getDesignToken(), fontFamily: token.fontFamily }, PICTURE_BACKGROUND) }),
    [token],
  );
}
