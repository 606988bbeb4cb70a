import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ChartHandle } from '../../src/charts/Chart';
import { pictureOf } from '../../src/charts/chartFiles';
import { ChartDownloadButton } from '../../src/charts/ChartDownloadButton';
import { i18n } from '../../src/i18n/instance';
import { renderWithProviders } from '../../src/testing';
import { drawnChartSvg } from './chartSvg';

const TABLE = [
  ['Month', 'Collected (t)'],
  ['Jan', 372],
];

// jsdom's Blob has no text(); the byte order mark is kept to be checked.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** The files the button saves, read back from the links it clicks. */
function savedFiles() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

async function renderButton(chart: ChartHandle) {
  await renderWithProviders(
    <App>
      <ChartDownloadButton chart={{ current: chart }} fileName="Colombo MC-2025" table={() => TABLE} />
    </App>,
  );
}

async function choose(label: string) {
  fireEvent.click(screen.getByTestId('chart-download'));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('the chart download menu', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it.each([
    ['en', ['PDF document', 'PNG image', 'CSV data', 'SVG image']],
    ['si', ['PDF ලේඛනය', 'PNG රූපය']],
    ['ta', ['PDF ஆவணம்', 'PNG படம்']],
  ])('offers the formats of spec section 9 in %s', async (language, labels) => {
    await renderButton({ picture: jest.fn() });
    await act(() => i18n.changeLanguage(language));
    fireEvent.click(screen.getByTestId('chart-download'));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(labels));
  });

  it('saves the drawn picture as an SVG file', async () => {
    const files = savedFiles();
    const picture = pictureOf(drawnChartSvg(), 960, 480);
    await renderButton({ picture: async () => picture });
    await choose('SVG image');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('Colombo MC-2025.svg');
    expect(files[0].blob.type).toBe('image/svg+xml');
    expect(await textOf(files[0].blob)).toBe(picture.markup);
  });

  it("saves the chart's table as CSV without drawing it", async () => {
    const files = savedFiles();
    const chart = { picture: jest.fn() };
    await renderButton(chart);
    await choose('CSV data');
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('Colombo MC-2025.csv');
    expect(await textOf(files[0].blob)).toBe('\uFEFFMonth,Collected (t)\r\nJan,372\r\n');
    expect(chart.picture).not.toHaveBeenCalled();
  });

  it("says 'The chart could not be downloaded' when the picture cannot be drawn", async () => {
    const files = savedFiles();
    await renderButton({ picture: () => Promise.reject(new Error('not drawn')) });
    await choose('PNG image');
    expect(await screen.findByText('The chart could not be downloaded')).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });
});
