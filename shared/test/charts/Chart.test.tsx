import { screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { createRef } from 'react';
import { Chart, type ChartHandle } from '../../src/charts/Chart';
import { renderWithProviders } from '../../src/testing';

const config = { data: [{ month: 'Jan', value: 1 }, { month: 'Feb', value: 2 }], xField: 'month', yField: 'value' };

describe('a chart', () => {
  it('shows its title while its code loads, then draws the plot in the screen’s theme', async () => {
    await renderWithProviders(<Chart plot="Column" title="Colombo MC: plastic waste by month" config={config} />);
    const figure = screen.getByRole('figure', { name: 'Colombo MC: plastic waste by month' });
    expect(figure).toHaveAttribute('aria-busy', 'true');
    expect(await within(figure).findByText('Feb')).toBeInTheDocument();
    expect(figure).toHaveAttribute('aria-busy', 'false');
    expect(figure.querySelector('[data-plot]')).toHaveAttribute('data-plot', 'Column');
    expect(figure.querySelector('svg')).toHaveAttribute('data-theme', 'light');
  });

  it('follows the dark theme on screen, but draws its downloadable picture light, titled and at picture size, off screen', async () => {
    const chart = createRef<ChartHandle>();
    await renderWithProviders(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <Chart ref={chart} plot="Line" title="Demo series" config={config} testId="demo" />
      </ConfigProvider>,
    );
    const figure = screen.getByTestId('demo');
    await within(figure).findByText('Feb');
    expect(figure.querySelector('svg')).toHaveAttribute('data-theme', 'dark');

    // The picture is drawn in a root of its own, as in the browser, outside the test's act().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const picture = await chart.current!.picture().finally(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });
    const file = new DOMParser().parseFromString(picture.markup, 'image/svg+xml').documentElement;
    expect([picture.width, picture.height, file.getAttribute('viewBox')]).toEqual([960, 480, '0 0 960 480']);
    expect(file.getAttribute('data-theme')).toBe('light');
    expect([...file.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Demo series', 'Jan', 'Feb']);
    await waitFor(() => expect(document.querySelectorAll('[data-plot]')).toHaveLength(1));
  });
});
