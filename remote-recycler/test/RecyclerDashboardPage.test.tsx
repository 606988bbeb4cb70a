import { colomboYear } from '@waste/shared';
import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import { RecyclerDashboardPage } from '../src/features/dashboard/components/RecyclerDashboardPage';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';
import { FIGURES_HEIGHT } from '../src/features/dashboard/components/YearFigures';
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
    expect(await screen.findByTestId('own-graph-chart-empty')).toHaveTextContent('No waste data available');
    // The graphs' span is chosen under a visible label that names it.
    expect(screen.getByRole('combobox', { name: 'Years shown in the graphs' })).toBeInTheDocument();
    expect(screen.getByText('Years shown in the graphs')).toBeVisible();
    const national = screen.getByTestId('national-graph');
    expect(await within(national).findByText('Unknown error')).toBeInTheDocument();
    expect(within(national).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    api.restore();
  });

  it("holds the figures' place while the account's recycler is awaited, so that nothing is drawn first and pushed down", async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    const api = fakeApi((config) => {
      if (config.url === '/users/me') return new Promise((resolve) => (answer = resolve));
      if (config.url === '/recycler/own-graph') return new Promise(() => undefined);
      return { status: 500, data: {} };
    });
    // A recycler account's session does not hold its recycler: the server's account does.
    await renderPage(<RecyclerDashboardPage />, { path: '/dashboard', user: { ...recyclerUser, selectedRecycler: null } });
    const dashboard = await screen.findByTestId('recycler-dashboard');
    expect(dashboard.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: `${FIGURES_HEIGHT.card}px` });
    expect(screen.queryByText('Your recycler')).toBeNull();
    answer({ status: 200, data: recyclerUser });
    // The figures' card keeps the place, its body at the figures' height while they load.
    const figures = await screen.findByTestId('recycler-figures');
    expect(figures.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: `${FIGURES_HEIGHT.body}px` });
    api.restore();
  });

  it('says what each figure is: the sums of the months entered, each graph as reported, the share over the years shown', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/users/me') return { status: 200, data: recyclerUser };
      if (config.url === '/recycler/own-graph') {
        const { fromYear, toYear } = JSON.parse(String(config.data)) as { fromYear: number; toYear: number };
        const months = fromYear === toYear ? [MONTH, { ...MONTH, month: `${year}-03` }] : [];
        return { status: 200, data: { fromYear, toYear, months, outputByProductType: [] } };
      }
      if (config.url === '/recycler/national-graph') return { status: 200, data: { months: [] } };
      return { status: 500, data: {} };
    });
    await renderPage(<RecyclerDashboardPage />, { path: '/dashboard' });
    expect(await screen.findByTestId('figures-months-HARD')).toHaveTextContent('Hard plastic: reported for the months entered (Jan, Mar)');
    expect(screen.getByTestId('figure-HARD-intakeKg')).toHaveTextContent('3');
    expect(screen.getByTestId('figures-months-SOFT')).toHaveTextContent(`Soft plastic: no return entered for ${year}`);
    expect(screen.getByTestId('figures-basis')).toHaveTextContent('nothing is estimated or scaled to a year');
    // Under the title and in the words the first frame paints from the dashboard's route.
    expectOpensWithRouteIntro(screen.getByTestId('recycler-figures'), 'dashboard', { routes, english });
    expect(screen.getByTestId('own-graph-basis')).toHaveTextContent('as your current returns report it');
    expect(screen.getByTestId('national-graph-basis')).toHaveTextContent("every recycler's current returns");
    expect(
      await screen.findByText(`Share of Lanka Green Polymers (Demo) in the national intake reported for ${year - 1}–${year}`),
    ).toBeInTheDocument();
    api.restore();
  });

  it('puts the figures first and who is signed in after them (issue 39)', async () => {
    const api = fakeApi((config) => {
      if (config.url === '/users/me') return { status: 200, data: recyclerUser };
      if (config.url === '/recycler/own-graph')
        return { status: 200, data: { fromYear: year, toYear: year, months: [MONTH], outputByProductType: [] } };
      return { status: 500, data: {} };
    });
    await renderPage(<RecyclerDashboardPage />, { path: '/dashboard' });
    const figure = await screen.findByTestId('figure-HARD-intakeKg');
    const following = (node: Node) => figure.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(following(screen.getByTestId('recycler-scope'))).toBeTruthy();
    expect(following(screen.getByTestId('current-user-card'))).toBeTruthy();
    api.restore();
  });
});
