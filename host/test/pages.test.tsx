import { initI18n } from '@waste/shared';
import { renderManifestPage } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { registerHostTranslations } from '../src/i18n/hostTranslations';
import { templatePages as templateManifest } from '../src/template/templatePages';

beforeAll(async () => {
  await initI18n();
  registerHostTranslations();
});

// A lazy page's chunk and antd's first styles take a while in jsdom, more so when suites run in parallel.
const SLOW = { timeout: 10_000 };
const renderAt = (path: string) => renderManifestPage(templateManifest, path);

const templatePages: [string, string][] = [
  ['blank', 'Blank Page'],
  ['form-elements', 'Form Elements'],
  ['basic-tables', 'Basic Tables'],
  ['buttons', 'Buttons'],
  ['images', 'Images'],
  ['videos', 'Videos'],
  ['alerts', 'Alerts'],
  ['avatars', 'Avatars'],
  ['badge', 'Badges'],
  ['line-chart', 'Line Chart'],
  ['bar-chart', 'Bar Chart'],
];

describe('template demonstration pages (host)', () => {
  it('are all routed', () => {
    expect(templateManifest.map(({ path }) => path)).toEqual(templatePages.map(([path]) => path));
  });

  it.each(templatePages)('/%s renders its page in its frame', async (path, title) => {
    await renderAt(`/${path}`);
    expect(await screen.findByRole('heading', { level: 3, name: title }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByTestId('page-breadcrumb')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('feature-not-available')).not.toBeInTheDocument();
  });

  it('the basic table lists the nine provinces', async () => {
    await renderAt('/basic-tables');
    expect(await screen.findByText('Sabaragamuwa', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(10);
  });

  it.each([
    ['line-chart', 'line'],
    ['bar-chart', 'column'],
  ])('/%s draws a %s chart of the demo series, labelled as demo data', async (path, kind) => {
    await renderAt(`/${path}`);
    const chart = await screen.findByRole('figure', { name: 'Plastic collected per month (tonnes, demo data)' }, SLOW);
    expect(chart).toHaveAttribute('data-testid', `demo-${kind}-chart`);
    expect(screen.getByText(/Template demo data: these figures are illustrative/)).toBeInTheDocument();
    // The six demo months on its axis, and its data in a table for screen readers.
    const svg = await within(chart).findByRole('img', { name: 'Plastic collected per month (tonnes, demo data)' });
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']),
    );
    expect(svg.querySelectorAll(kind === 'line' ? '.visx-linepath' : '.visx-bar')).toHaveLength(kind === 'line' ? 1 : 6);
    expect(within(chart).getAllByRole('row')).toHaveLength(7);
  });

  it('the video page says that no video is bundled', async () => {
    await renderAt('/videos');
    expect(await screen.findByText(/No video is bundled with this template/, {}, SLOW)).toBeInTheDocument();
  });
});
