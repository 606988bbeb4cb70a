import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { AccessibleStyles } from '../src/settings/AccessibleStyles';
import { tagTextColours } from '../src/settings/tagTextColours';
import { themeConfigFor } from '../src/settings/themeTokens';

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = hex
      .slice(1)
      .match(/../g)!
      .map((part) => parseInt(part, 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const MODES = [
  ['light', theme.defaultAlgorithm],
  ['dark', theme.darkAlgorithm],
] as const;

/** A status tag's background token; a preset colour's is its palette's first shade. */
const STATUS_BACKGROUND = {
  success: 'colorSuccessBg',
  processing: 'colorInfoBg',
  error: 'colorErrorBg',
  warning: 'colorWarningBg',
} as const;

describe('links in the dark theme', () => {
  it('are drawn 4.5:1 or more on every dark surface (antd derives the drawn colour from the seed)', () => {
    const token = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: themeConfigFor('dark').token });
    // A card, a modal or popover, a sorted table column, a hovered row, the page.
    const surfaces = [token.colorBgContainer, token.colorBgElevated, '#1d1d1d', '#262626', token.colorBgLayout];
    expect(surfaces.map((surface) => [surface, contrast(token.colorLink, surface) >= 4.5])).toEqual(
      surfaces.map((surface) => [surface, true]),
    );
  });
});

describe('coloured tags', () => {
  it.each(MODES)('have text of 4.5:1 or more on their background in the %s theme, every colour and status', (mode, algorithm) => {
    const token = theme.getDesignToken({ algorithm, token: themeConfigFor(mode).token });
    const ratios = Object.entries(tagTextColours(token)).map(([name, text]) => {
      const background =
        name in STATUS_BACKGROUND
          ? token[STATUS_BACKGROUND[name as keyof typeof STATUS_BACKGROUND]]
          : token[`${name}1` as keyof typeof token];
      return [name, Math.round(contrast(text, String(background)) * 10) / 10] as const;
    });
    expect(ratios.map(([name]) => name)).toEqual(
      expect.arrayContaining(['green', 'gold', 'orange', 'success', 'processing', 'error', 'warning']),
    );
    expect(ratios.filter(([, ratio]) => ratio < 4.5)).toEqual([]);
  });

  it('take that colour from the shell’s accessible styles, over antd’s own', () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <AccessibleStyles />
      </ConfigProvider>,
    );
    const green9 = theme.getDesignToken({ algorithm: theme.darkAlgorithm }).green9;
    expect([...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')).toContain(
      `.ant-tag-success.ant-tag-filled:not(.ant-tag-disabled), .ant-tag-success.ant-tag-outlined:not(.ant-tag-disabled) { color: ${green9}; }`,
    );
  });
});
