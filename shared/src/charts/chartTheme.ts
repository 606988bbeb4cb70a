import { theme, type GlobalToken } from 'antd';
import { useMemo } from 'react';

/** A picture leaves the app: it is drawn light on white whatever the screen's theme. */
export const PICTURE_BACKGROUND = '#ffffff';

/** The colours and font a chart is drawn in, taken from antd's tokens. */
export interface ChartTheme {
  mode: 'light' | 'dark';
  background: string;
  /** One colour a series, in order (repeated past the eighth). */
  palette: string[];
  /** antd's font stack, the language's script font included. */
  fontFamily: string;
  /** Title and legend. */
  text: string;
  /** Axis labels: antd's secondary text, above WCAG AA's 4.5:1 on either background. */
  axisText: string;
  grid: string;
  axis: string;
  /** The hovered or chosen category's band. */
  highlight: string;
  focus: string;
  tooltip: { background: string; text: string; shadow: string; radius: number };
}

// antd carries no "dark" flag in its tokens: a dark algorithm gives a container background below mid-grey.
const isDark = (color: string) =>
  /^#[0-9a-f]{6}$/i.test(color) &&
  parseInt(color.slice(1, 3), 16) + parseInt(color.slice(3, 5), 16) + parseInt(color.slice(5, 7), 16) < 384;

/** A chart's theme in antd's colours and font, light or dark by its background. */
export function chartThemeOf(token: GlobalToken, background = token.colorBgContainer): ChartTheme {
  return {
    mode: isDark(background) ? 'dark' : 'light',
    background,
    palette: [
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.colorError,
      token['purple-6'],
      token['cyan-6'],
      token['magenta-6'],
      token['gold-6'],
    ],
    fontFamily: token.fontFamily,
    text: token.colorText,
    axisText: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    axis: token.colorBorder,
    highlight: token.colorFillTertiary,
    focus: token.colorPrimary,
    tooltip: { background: token.colorBgElevated, text: token.colorText, shadow: token.boxShadowSecondary, radius: token.borderRadius },
  };
}

/**
 * The chart theme of the screen, following the app's light or dark theme, and the one of a downloaded picture:
 * made when a picture is drawn, as it derives antd's whole default theme (work every chart's first render would
 * do otherwise).
 */
export function useChartThemes(): { screen: ChartTheme; picture: () => ChartTheme } {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      screen: chartThemeOf(token),
      picture: () => chartThemeOf({ ...theme.getDesignToken(), fontFamily: token.fontFamily }, PICTURE_BACKGROUND),
    }),
    [token],
  );
}
