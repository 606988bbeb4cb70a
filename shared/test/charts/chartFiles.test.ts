import { pictureOf } from '../../src/charts/chartFiles';
import { csvOf } from '../../src/charts/csv';
import { chartFormats } from '../../src/charts/chartFormats';
import { drawnChartSvg } from './chartSvg';

describe('chart files', () => {
  it('writes CSV with a byte order mark, CRLF rows and RFC 4180 quoting', () => {
    expect(
      csvOf([
        ['Month', 'Collected (t)'],
        ['Jan', 1.5],
        ['"Best", month', 2],
      ]),
    ).toBe('\uFEFFMonth,Collected (t)\r\nJan,1.5\r\n"""Best"", month",2\r\n');
  });

  it('makes a standalone SVG file of the drawn chart at the picture size, its text kept as text', () => {
    const svg = drawnChartSvg();
    const picture = pictureOf(svg, 960, 480);
    expect(picture).toMatchObject({ width: 960, height: 480 });
    expect(picture.markup.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    const file = new DOMParser().parseFromString(picture.markup, 'image/svg+xml').documentElement;
    expect(file.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect([file.getAttribute('width'), file.getAttribute('height'), file.getAttribute('viewBox')]).toEqual(['960', '480', '0 0 960 480']);
    expect(file.hasAttribute('style')).toBe(false);
    expect([...file.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Jan', 'ජන', 'ஜன.']);
    // The page's own chart is left as it was.
    expect(svg.getAttribute('width')).toBe('100%');
  });

  it.each([
    ['en', ['PDF', 'PNG', 'CSV', 'SVG']],
    ['en-GB', ['PDF', 'PNG', 'CSV', 'SVG']],
    ['si', ['PDF', 'PNG']],
    ['ta', ['PDF', 'PNG']],
  ])('offers the formats of spec section 9 in %s', (language, formats) => {
    expect(chartFormats(language)).toEqual(formats);
  });
});
