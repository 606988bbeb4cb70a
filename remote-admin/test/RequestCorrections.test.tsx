import { ROLE, type LoggedUser } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RequestsPage } from '../src/features/requests/components/RequestsPage';
import {
  CENTRE_REPLACE_DETAIL,
  LA_REPLACE,
  LA_REPLACE_DETAIL,
  PARAMETER_REQUEST,
  RECYCLER_VOID,
  RECYCLER_VOID_DETAIL,
} from './correctionFixtures';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(60_000);

const admin: LoggedUser = {
  id: 'u-1',
  firstName: 'Kamala',
  lastName: 'Silva',
  email: 'admin@demo.lk',
  roles: [ROLE.ADMIN],
  defaultRole: ROLE.ADMIN,
  selectedLocalAuthority: null,
  selectedRecycler: null,
};

type Answer = { status: number; data: unknown };

/** The list of `rows`, each request's detail by id, and what completing or discarding answers. */
function requestsApi(rows: unknown[], details: Record<string, unknown>, answers: Record<string, Answer> = {}) {
  return fakeApi((config) => {
    if (config.url === '/requests/search') return { status: 200, data: { rows, total: rows.length } };
    if (config.url === '/recycler/search' || config.url === '/local-authority/search-la')
      return { status: 200, data: { rows: [], total: 0 } };
    const answer = Object.entries(answers).find(([url]) => config.url === url);
    if (answer) return answer[1];
    const id = config.url?.replace('/requests/', '') ?? '';
    if (details[id]) return { status: 200, data: details[id] };
    return { status: 200, data: { unseen: 0 } };
  });
}

async function openRequest(index = 0) {
  const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
  fireEvent.click((await within(table).findAllByTestId('request-open'))[index]);
  const drawer = await screen.findByTestId('request-drawer');
  await within(drawer).findByTestId('request-status', undefined, { timeout: 10_000 });
  return drawer;
}

/** Complete asks first (issue 39): the question names what completing does, then Complete answers it. */
async function completeConfirmed(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByTestId('request-complete'));
  const question = await screen.findByTestId('request-complete-confirm');
  fireEvent.click(question);
}

const comparisonRow = (drawer: HTMLElement, label: string) =>
  within(within(drawer).getByTestId('correction-comparison')).getByText(label).closest('tr')!;

describe('corrections in the Requests', () => {
  it('lists both kinds with their kind, and whose they are, an authority or a recycler', async () => {
    const api = requestsApi([PARAMETER_REQUEST, LA_REPLACE, RECYCLER_VOID], {});
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const table = await screen.findByTestId('requests-table', undefined, { timeout: 10_000 });
    const rows = await within(table).findAllByTestId('request-kind');
    expect(rows.map((row) => row.textContent)).toEqual(['Parameters', 'CorrectionReplace', 'CorrectionVoid']);
    const owners = within(table).getAllByTestId('request-owner');
    expect(owners[1]).toHaveTextContent('Colombo MC (local authority)');
    expect(owners[2]).toHaveTextContent('Lanka Recyclers (recycler)');
    expect(within(table).getByText('Void return 2025-03, hard plastic')).toBeInTheDocument();
    api.restore();
  });

  it('searches by kind as the address says, and offers the kind and recycler filters', async () => {
    const api = requestsApi([RECYCLER_VOID], {});
    await renderAdminPage(<RequestsPage />, { path: '/requests', route: '/requests?kind=CORRECTION' });
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/requests/search'), { timeout: 10_000 });
    expect(JSON.parse(String(api.calls.find((call) => call.url === '/requests/search')?.data))).toMatchObject({ kind: 'CORRECTION' });
    expect(screen.getByTestId('request-kind-filter')).toBeInTheDocument();
    expect(screen.getByTestId('request-recycler-filter')).toBeInTheDocument();
    api.restore();
  });

  it("shows an authority record's values beside the proposed ones, marks what changes, the acknowledged warnings and the authority's page", async () => {
    const api = requestsApi([LA_REPLACE], { 'c-la': LA_REPLACE_DETAIL });
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const drawer = await openRequest();
    // The comparison is a shared table, drawn once its code is there.
    await within(drawer).findByTestId('correction-comparison');
    expect(within(drawer).getByTestId('correction-action')).toHaveTextContent('Completing replaces this record');
    expect(within(drawer).getByTestId('request-description')).toHaveTextContent('Typed 5,000,000 t a day instead of 5 t');
    expect(within(drawer).getByTestId('correction-record')).toHaveTextContent('WD-LG-11001-000001');
    expect(within(drawer).getByTestId('correction-record-status')).toHaveTextContent('Current: counted in every figure');

    const collected = comparisonRow(drawer, 'Collected quantity');
    expect(collected).toHaveAttribute('data-changed', 'true');
    expect(collected).toHaveTextContent('5,000,000 t/day');
    expect(collected).toHaveTextContent('155 t in the period');
    expect(collected).toHaveTextContent('changed');
    expect(comparisonRow(drawer, 'Collected in the period')).toHaveTextContent('155,000,000,000 kg155,000 kg');
    expect(comparisonRow(drawer, 'Destination')).not.toHaveAttribute('data-changed');
    // A replacement's waste ID always carries its revision: not a change the author asked for.
    expect(comparisonRow(drawer, 'Waste ID')).not.toHaveAttribute('data-changed');
    expect(comparisonRow(drawer, 'Waste ID')).toHaveTextContent('WD-LG-11001-000001-R1');

    expect(within(drawer).getByTestId('correction-warnings')).toHaveTextContent(
      'Recovered quantity: expected between 0.5 and 20 t in the period. This is more than ten times above or below the median of the last records.',
    );
    expect(within(drawer).getByTestId('correction-record-link')).toHaveAttribute('href', '/wasteData/la-view/LG-11001');
    api.restore();
  });

  it("lists a centre entry's materials, and gives an admin (001) no link to an owner's page it cannot read", async () => {
    const api = requestsApi([CENTRE_REPLACE_DETAIL], { 'c-sp': CENTRE_REPLACE_DETAIL });
    await renderAdminPage(<RequestsPage />, { path: '/requests', user: admin });
    const drawer = await openRequest();
    // The comparison is a shared table, drawn once its code is there.
    await within(drawer).findByTestId('correction-comparison');
    expect(comparisonRow(drawer, 'PET (hard): collected')).toHaveAttribute('data-changed', 'true');
    expect(comparisonRow(drawer, 'PET (hard): collected')).toHaveTextContent('40 kg35 kg');
    expect(comparisonRow(drawer, 'Glass: collected')).not.toHaveAttribute('data-changed');
    expect(comparisonRow(drawer, 'Total collected')).toHaveTextContent('50 kg45 kg');
    expect(comparisonRow(drawer, 'Type of collection')).toHaveTextContent('Collected door to door');
    expect(within(drawer).queryByTestId('correction-record-link')).not.toBeInTheDocument();
    expect(within(drawer).queryByTestId('correction-warnings')).not.toBeInTheDocument();
    api.restore();
  });

  it("shows a void of a recycler's return with its lines and no proposed values", async () => {
    const api = requestsApi([RECYCLER_VOID], { 'c-rc': RECYCLER_VOID_DETAIL });
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const drawer = await openRequest();
    // The comparison is a shared table, drawn once its code is there.
    await within(drawer).findByTestId('correction-comparison');
    expect(within(drawer).getByTestId('correction-action')).toHaveTextContent('Completing voids this record');
    expect(within(drawer).getByTestId('request-owner')).toHaveTextContent('Lanka Recyclers (recycler)');
    expect(within(drawer).queryAllByTestId('correction-proposed')).toHaveLength(0);
    expect(within(drawer).queryByText('Proposed')).not.toBeInTheDocument();
    expect(comparisonRow(drawer, 'Households: Intake')).toHaveTextContent('1,200 kg');
    expect(comparisonRow(drawer, 'Flakes: Output')).toHaveTextContent('1,000 kg');
    expect(comparisonRow(drawer, 'Landfill: Rejected')).toHaveTextContent('250 kg');
    expect(comparisonRow(drawer, 'Month')).toHaveTextContent('2025');
    expect(within(drawer).getByTestId('correction-record-link')).toHaveAttribute('href', '/recycler/view/rc-1');
    api.restore();
  });

  it('says plainly when a correction cannot be applied, and keeps it open', async () => {
    const message = 'The correction cannot be applied: body.collectedQuantity must be at most 1000000000';
    const api = requestsApi(
      [LA_REPLACE],
      { 'c-la': LA_REPLACE_DETAIL },
      {
        '/requests/c-la/complete': { status: 400, data: { code: 'VALIDATION_FAILED', message } },
      },
    );
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const drawer = await openRequest();
    await completeConfirmed(drawer);
    const failure = await within(drawer).findByTestId('request-answer-error');
    expect(failure).toHaveTextContent('This request cannot be applied as it stands; it stays open');
    expect(failure).toHaveTextContent(message);
    expect(within(drawer).getByTestId('request-complete')).toBeInTheDocument();
    api.restore();
  });

  it('says another admin answered first on a 409', async () => {
    const message = 'This request has already been completed; it cannot be completed or discarded again';
    const api = requestsApi(
      [LA_REPLACE],
      { 'c-la': LA_REPLACE_DETAIL },
      {
        '/requests/c-la/complete': { status: 409, data: { code: 'REQUEST_ALREADY_HANDLED', message } },
      },
    );
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const drawer = await openRequest();
    await completeConfirmed(drawer);
    const failure = await within(drawer).findByTestId('request-answer-error');
    expect(failure).toHaveTextContent('Another admin has already answered this request');
    expect(failure).toHaveTextContent(message);
    api.restore();
  });

  it('completes a correction and reads the figures again', async () => {
    const api = requestsApi(
      [LA_REPLACE],
      { 'c-la': LA_REPLACE_DETAIL },
      {
        '/requests/c-la/complete': { status: 200, data: { ...LA_REPLACE, status: 2 } },
      },
    );
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const drawer = await openRequest();
    const searches = () => api.calls.filter((call) => call.url === '/requests/search').length;
    const before = searches();
    await completeConfirmed(drawer);
    expect(await screen.findByText('Correction completed: the record is replaced and every figure recomputed')).toBeInTheDocument();
    await waitFor(() => expect(searches()).toBeGreaterThan(before));
    api.restore();
  });

  it('asks for a reason before discarding a correction, and sends it', async () => {
    const api = requestsApi(
      [RECYCLER_VOID],
      { 'c-rc': RECYCLER_VOID_DETAIL },
      {
        '/requests/c-rc/discard': { status: 200, data: { ...RECYCLER_VOID, status: 3, reason: 'Not a duplicate' } },
      },
    );
    await renderAdminPage(<RequestsPage />, { path: '/requests' });
    const drawer = await openRequest();
    fireEvent.click(within(drawer).getByTestId('request-discard'));
    fireEvent.click(await screen.findByTestId('request-discard-confirm'));
    expect(await screen.findByText('Enter the reason for discarding the request')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/requests/c-rc/discard')).toBe(false);

    fireEvent.change(screen.getByTestId('request-reason'), { target: { value: 'Not a duplicate' } });
    fireEvent.click(screen.getByTestId('request-discard-confirm'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === '/requests/c-rc/discard')?.data).toBe(JSON.stringify({ reason: 'Not a duplicate' })),
    );
    expect(await screen.findByText('Request discarded')).toBeInTheDocument();
    api.restore();
  });
});
