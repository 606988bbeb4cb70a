import { fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { CentreGraphs } from '../src/features/sampathPiyasa/components/CentreGraphs';
import { BORELLA } from './centreFixtures';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

describe('a centre’s graphs', () => {
  it('labels its two year choices visibly, and says a year without entries has none instead of drawing an empty frame', async () => {
    const api = fakeApi((request) => ({
      status: 200,
      data: request.url?.includes('collected') ? { months: [] } : { materials: [] },
    }));
    await renderPage(<CentreGraphs scope={{}} centreId={BORELLA} name="Borella" />, { path: '/', route: '/' });
    const graphs = await screen.findByTestId('centre-graphs');
    expect(within(graphs).getByTestId('centre-graphs-year')).toHaveTextContent('From year');
    expect(within(graphs).getByRole('combobox', { name: 'From year' })).toBeInTheDocument();
    expect(within(graphs).getByRole('combobox', { name: 'To year' })).toBeInTheDocument();
    expect(await screen.findByTestId('collected-chart-empty')).toHaveTextContent('No waste data available');
    expect(await screen.findByTestId('recyclable-chart-empty')).toHaveTextContent('No waste data available');
    api.restore();
  });
});
