import type { GlobalToken } from 'antd';

/** antd's preset tag colours (`<Tag color="green">`). */
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** The status tags (`<Tag color="success">`) and the palettes their backgrounds come from. */
const STATUS_PALETTES = { success: 'green', processing: 'blue', error: 'red', warning: 'gold' } as const;

/**
 * The text of each coloured tag, filled or outlined (on its palette's first shade, light in the light theme and
 * dark in the dark one): antd writes it in the palette's 7th shade (a status tag's in its 6th), 1.8-3.4:1 for
 * green, gold, orange, lime, cyan and yellow and for every status in the light theme (WCAG AA asks 4.5:1).
 * The 9th shade is 5.2:1 or more on the first in both themes, and keeps the tag's colour.
 */
export function tagTextColours(token: GlobalToken): Record<string, string> {
  const ninth = (palette: (typeof PRESET_COLOURS)[number]) => token[`${palette}9`];
  return {
    ...Object.fromEntries(PRESET_COLOURS.map((colour) => [colour, ninth(colour)])),
    ...Object.fromEntries(Object.entries(STATUS_PALETTES).map(([status, palette]) => [status, ninth(palette)])),
  };
}

/** The CSS that gives every coloured tag its text colour (the `:not` keeps a disabled tag's own). */
export const tagTextRules = (token: GlobalToken) =>
  Object.entries(tagTextColours(token))
    .map(
      ([name, colour]) =>
        `.ant-tag-${name}.ant-tag-filled:not(.ant-tag-disabled), .ant-tag-${name}.ant-tag-outlined:not(.ant-tag-disabled) { color: ${colour}; }`,
    )
    .join('\n      ');
