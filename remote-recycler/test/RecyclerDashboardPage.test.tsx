import { colomboYear } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { RecyclerDashboardPage } from '../src/features/dashboard/components/RecyclerDashboardPage';
import { recyclerUser, renderPage } from './renderPage';

jest.setTimeout(30_000);

const year = colomboYear();
const MONTH = { month: `${year}-01`, plasticType: 'HARD', intakeKg: 1500, outputKg: 1200, rejectedKg: 250 };

describe('/dashboard, the recycler dashboard', () => {
  it("shows the recycler, this year's figures in tonnes, and the national graph's failure in the spec's words with Retry", async () => {
    const api = fakeApi((config) => {
      if (config.url === '/users/me') return { status: 200, data: recyclerUser };
      if (config.url === '/recycler/own-graph') {
        const { fromYear, toYear } = JSON.parse(String(config.data)) as { fromYear: number; toYear: number };
        // The year's figures ask for this year alone; the graph, for its span, gets no returns.
        return { status: 200, data: { fromYear, toYear, months: fromYear === toYear ? [MONTH] : [], outputByProductType: [] } };
      }
      return { status: 500, data: {} };
    });
    await renderPage(<RecyclerDashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('recycler-scope')).toHaveTextContent('Lanka Green Polymers (Demo)');
    expect(await screen.findByTestId('figure-HARD-intakeKg')).toHaveTextContent('1.5');
    expect(screen.getByTestId('figure-SOFT-intakeKg')).toHaveTextContent('0');
    expect(await screen.findByTestId('own-graph-empty')).toHaveTextContent('No waste data available');
    const national = screen.getByTestId('national-graph');
    expect(await within(national).findByText('Unknown error')).toBeInTheDocument();
    expect(within(national).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    api.restore();
  });
});
