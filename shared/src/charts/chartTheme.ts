import { theme, type GlobalToken } from 'antd';
import { useMemo } from 'react';

/** A picture leaves the app: it is drawn light on white whatever the screen's theme. */
export const PICTURE_BACKGROUND = '#ffffff';

/**
 * What a series is (its tone), where the product has a word for it: the same meaning is the same colour on every chart
 * of every remote (Rejected is red wherever it is drawn). The local authority dashboard's colours set them:
 * collected blue, recycled green, recovered gold, rejected red. Sold goes to recycling (green); a recycler's
 * intake is what it collects (blue), its output what it recycles (green); "own" marks one party's share
 * beside a total (purple).
 */
export type SeriesTone = 'collected' | 'recycled' | 'recovered' | 'rejected' | 'sold' | 'intake' | 'output' | 'own';

/** The colours and font a chart is drawn in, taken from antd's tokens. */
export interface ChartTheme {
  mode: 'light' | 'dark';
  background: string;
  /**
   * Series without a tone, in order (repeated past the eighth): the first four are the local authority
   * dashboard's measures in its order (collected, recycled, recovered, rejected).
   */
  palette: string[];
  /** A series with a tone: its meaning's colour. */
  tones: Record<SeriesTone, string>;
  /**
   * Series that are kinds of one thing (materials, products) rather than measures: colours no tone uses, so
   * that no material reads as "rejected".
   */
  categories: string[];
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
  const tones: Record<SeriesTone, string> = {
    collected: token.colorPrimary,
    recycled: token.colorSuccess,
    recovered: token.colorWarning,
    rejected: token.colorError,
    sold: token.colorSuccess,
    intake: token.colorPrimary,
    output: token.colorSuccess,
    own: token['purple-6'],
  };
  return {
    mode: isDark(background) ? 'dark' : 'light',
    background,
    palette: [
      tones.collected,
      tones.recycled,
      tones.recovered,
      tones.rejected,
      token['purple-6'],
      token['cyan-6'],
      token['magenta-6'],
      token['gold-6'],
    ],
    tones,
    categories: [
      token['cyan-6'],
      token['geekblue-6'],
      token['lime-6'],
      token['purple-4'],
      token['gold-6'],
      token['magenta-4'],
      token['cyan-8'],
      token['geekblue-3'],
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

/** Each series' colour: its tone's; else, for kinds of one thing, the categories'; else the palette's by position. */
export function seriesColours(series: readonly { tone?: SeriesTone }[], theme: ChartTheme, categorical = false): string[] {
  return series.map(({ tone }, index) =>
    tone
      ? theme.tones[tone]
      : (categorical ? theme.categories : theme.palette)[index % (categorical ? theme.categories : theme.palette).length],
  );
}
