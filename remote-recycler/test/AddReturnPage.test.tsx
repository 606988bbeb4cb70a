import type { LoggedUser } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddReturnPage } from '../src/features/wasteData/components/AddReturnPage';
import { SAVED_RETURN } from './fixtures';
import { actingSuperAdmin, renderPage } from './renderPage';

type Reply = { status: number; data?: unknown };

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);

const entry = (id: string, name: string) => ({ id, name, provisional: true, retired: false });
const MASTER_DATA = {
  plasticSources: [entry('SRC-LA', 'Local authority collection'), entry('SRC-CM', 'Collectors and middlemen')],
  plasticRejectedDestinations: [entry('RJD-SLF', 'Sanitary landfill')],
  hardPlasticProductTypes: [entry('HPT-FLK', 'Flakes'), entry('HPT-PEL', 'Pellets/granules')],
  softPlasticProductTypes: [entry('SPT-FLK', 'Flakes')],
};

const urlOf = (config: { url?: string; params?: unknown }) =>
  `${config.url}?${new URLSearchParams(config.params as Record<string, string>)}`;

/** A return of the list (`search-waste-data-list`'s rows). */
const listed = (id: string, month: string, closingStockKg: number) => {
  const { intake: _intake, output: _output, rejected: _rejected, ...row } = SAVED_RETURN;
  return { ...row, id, month, closingStockKg };
};

/** The recycler's returns as the list answers a year and plastic type, newest first; none unless the test says. */
let returns: ReturnType<typeof listed>[] = [];
beforeEach(() => {
  returns = [];
});

function search(body: { year: number; plasticType: string }): Reply {
  const rows = returns
    .filter((row) => row.month.startsWith(`${body.year}-`) && row.plasticType === body.plasticType)
    .sort((a, b) => b.month.localeCompare(a.month));
  return { status: 200, data: { rows, total: rows.length } };
}

function serve(save?: (body: unknown, url: string) => Reply, check?: (body: unknown, url: string) => Reply) {
  return fakeApi((config) => {
    if (config.url === '/recycler/master-data') return { status: 200, data: MASTER_DATA };
    if (config.url === '/recycler/search-waste-data-list') return search(JSON.parse(String(config.data)));
    if (config.url === '/recycler/plausibility')
      return check?.(JSON.parse(String(config.data)), urlOf(config)) ?? { status: 200, data: { warnings: [] } };
    if (config.url === '/recycler/save-recycler-waste-data') {
      return save?.(JSON.parse(String(config.data)), urlOf(config)) ?? { status: 201, data: SAVED_RETURN };
    }
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
}

function field(id: string): HTMLElement {
  const input = document.getElementById(id);
  if (!input) throw new Error(`No field ${id}`);
  return input;
}

const enter = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

function chooseMonth(value: string) {
  const month = field('month');
  fireEvent.mouseDown(month);
  fireEvent.change(month, { target: { value } });
  fireEvent.keyDown(month, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function toQuantities(user: ReturnType<typeof userEvent.setup>, month = '2025-03') {
  await waitFor(() => field('month'));
  chooseMonth(month);
  await user.click(screen.getByText('Next'));
  await waitFor(() => expect(field('openingStockKg')).toBeVisible());
}

/** The wizard for this user, its month chosen, 100 + 600 + 400 in and 500 + 200 + 150 + closing out typed, then Review. */
async function review(closingStock: string, signedIn?: LoggedUser) {
  const user = userEvent.setup({ delay: null });
  await renderPage(<AddReturnPage />, { user: signedIn });
  await toQuantities(user);
  enter('openingStockKg', '100');
  enter('intake_SRC-LA', '600');
  enter('intake_SRC-CM', '400');
  enter('output_HPT-FLK', '500');
  enter('output_HPT-PEL', '200');
  enter('rejected_RJD-SLF', '150');
  enter('closingStockKg', closingStock);
  await user.click(screen.getByTestId('review-return'));
  return user;
}

describe('/wasteData/addData, the recycler return wizard', () => {
  it('asks for the month first, showing no quantity, then offers the lists, their provisional defaults explained once', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<AddReturnPage />);
    await waitFor(() => field('month'));
    // Hidden by its own style: an antd Flex's class would win over the attribute alone (issue 39).
    expect(screen.getByTestId('return-step-quantities').style.display).toBe('none');
    await waitFor(() => expect(field('openingStockKg')).not.toBeVisible());
    await user.click(screen.getByText('Next'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await toQuantities(user);
    expect(screen.getByTestId('return-step-month').style.display).toBe('none');
    expect(within(screen.getByTestId('intake-section')).getByText('Local authority collection')).toBeInTheDocument();
    expect(within(screen.getByTestId('output-section')).getByText('Pellets/granules')).toBeInTheDocument();
    // Every entry is provisional: said once, with what it means and where the defaults come from; no tag on each field.
    const legend = screen.getByTestId('provisional-legend');
    expect(legend).toHaveTextContent('Every entry of these lists is provisional');
    expect(legend).toHaveTextContent('no published list of Sri Lankan recyclers');
    expect(screen.queryAllByTestId('provisional-tag')).toHaveLength(0);
    api.restore();
  });

  it('tags the provisional entries only where a list mixes them with published ones, the legend saying what the tag means', async () => {
    const published = { ...MASTER_DATA.plasticSources[0], provisional: false };
    const api = fakeApi((config) =>
      config.url === '/recycler/master-data'
        ? { status: 200, data: { ...MASTER_DATA, plasticSources: [published, MASTER_DATA.plasticSources[1]] } }
        : config.url === '/recycler/search-waste-data-list'
          ? search(JSON.parse(String(config.data)))
          : { status: 404, data: {} },
    );
    const user = userEvent.setup({ delay: null });
    await renderPage(<AddReturnPage />);
    await toQuantities(user);
    expect(screen.getByTestId('provisional-legend')).toHaveTextContent('Entries tagged “provisional” are provisional');
    expect(screen.getAllByTestId('provisional-tag')).toHaveLength(4);
    expect(within(screen.getByTestId('intake-section')).getAllByTestId('provisional-tag')).toHaveLength(1);
    api.restore();
  });

  it("starts the opening stock from the previous return's closing stock and says so; a January looks in the year before", async () => {
    returns = [listed('R-FEB', '2025-02', 250), listed('R-DEC', '2024-12', 90)];
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<AddReturnPage />);
    await toQuantities(user);
    expect(field('openingStockKg')).toHaveValue('250');
    const note = screen.getByTestId('opening-stock-note');
    expect(note).toHaveTextContent('Taken from the closing stock of your Feb 2025 return (250 kg)');
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/wasteData/view/R-FEB');
    enter('openingStockKg', '240');
    expect(
      await screen.findByText('Your Feb 2025 return closed with 250 kg: check that the difference is right.', { exact: false }),
    ).toBeInTheDocument();

    // Typed: another month leaves it as typed.
    await user.click(screen.getByText('Back'));
    chooseMonth('2025-01');
    await user.click(screen.getByText('Next'));
    await waitFor(() => expect(screen.getByTestId('opening-stock-note')).toHaveTextContent('Dec 2024 return closed with 90 kg'));
    expect(field('openingStockKg')).toHaveValue('240');
    api.restore();
  });

  it('says when there is no earlier return to start the opening stock from', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<AddReturnPage />);
    await toQuantities(user);
    expect(screen.getByTestId('opening-stock-note')).toHaveTextContent('No earlier return of this plastic type');
    expect(field('openingStockKg')).toHaveValue('');
    api.restore();
  });

  it('stops a month that has its return already on the first step, linking to that return', async () => {
    returns = [listed('R-MAR', '2025-03', 250)];
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<AddReturnPage />);
    await waitFor(() => field('month'));
    chooseMonth('2025-03');
    await user.click(screen.getByText('Next'));
    const duplicate = await screen.findByTestId('duplicate-return');
    expect(duplicate).toHaveTextContent('You already have a return for Mar 2025, Hard plastic');
    expect(duplicate).toHaveTextContent('request a correction');
    expect(within(duplicate).getByRole('link', { name: 'View the return' })).toHaveAttribute('href', '/wasteData/view/R-MAR');
    expect(field('openingStockKg')).not.toBeVisible();
    chooseMonth('2025-04');
    await waitFor(() => expect(screen.queryByTestId('duplicate-return')).not.toBeInTheDocument());
    api.restore();
  });

  it('catches on the review a return entered since the first step, and a 409 at submit, each with a link and no raw id', async () => {
    const api = serve(() => ({
      status: 409,
      data: {
        code: 'DUPLICATE_RETURN',
        message: 'A return for 2025-03, hard plastic, already exists (entered 2025-04-02, id R-MAR)',
        details: { id: 'R-MAR', month: '2025-03', plasticType: 'HARD' },
      },
    }));
    const user = await review('250');
    await screen.findByTestId('return-review');
    expect(screen.queryByTestId('duplicate-return')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('submit-return'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    const duplicate = await screen.findByTestId('duplicate-return');
    expect(within(duplicate).getByRole('link', { name: 'View the return' })).toHaveAttribute('href', '/wasteData/view/R-MAR');
    expect(screen.queryByTestId('save-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('return-review')).not.toHaveTextContent('id R-MAR');
    expect(screen.getByTestId('submit-return')).toBeDisabled();

    // Entered elsewhere meanwhile: the review asks again when it opens.
    returns = [listed('R-MAR', '2025-03', 250)];
    await user.click(screen.getByText('Back'));
    await user.click(screen.getByTestId('review-return'));
    await screen.findByTestId('return-review');
    await waitFor(() => expect(screen.getByTestId('submit-return')).toBeDisabled());
    expect(screen.getByTestId('duplicate-return')).toHaveTextContent('You already have a return for Mar 2025, Hard plastic');
    api.restore();
  });

  it('shows the gap of a return that does not balance, refuses the review and keeps every figure', async () => {
    const api = serve();
    await review('200');
    const gap = await screen.findByTestId('balance-gap');
    expect(gap).toHaveTextContent('The return does not balance: the gap is 50 kg, more than the 5.5 kg allowed');
    expect(gap).toHaveTextContent('Opening stock + intake: 1,100 kg. Output + rejected + closing stock: 1,050 kg.');
    expect(screen.queryByTestId('return-review')).not.toBeInTheDocument();
    expect(field('intake_SRC-LA')).toHaveValue('600');
    expect(field('closingStockKg')).toHaveValue('200');

    enter('closingStockKg', '250');
    expect(await screen.findByTestId('balance-summary')).toHaveTextContent('The return balances');
    api.restore();
  });

  it('reviews, confirms that it cannot be undone and saves the balanced return', async () => {
    const bodies: unknown[] = [];
    const urls: string[] = [];
    const api = serve((body, url) => (bodies.push(body), urls.push(url), { status: 201, data: SAVED_RETURN }));
    const user = await review('250');
    const shown = await screen.findByTestId('return-review');
    expect(within(shown).getByText('Mar 2025')).toBeInTheDocument();
    expect(within(shown).getByText('Total: 1,000 kg')).toBeInTheDocument();
    await user.click(screen.getByTestId('submit-return'));
    expect(await screen.findByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    expect(await screen.findByTestId('return-saved')).toBeInTheDocument();
    expect(screen.getAllByText('Recycling waste data added successfully!').length).toBeGreaterThan(0);
    expect(bodies).toEqual([
      {
        month: '2025-03',
        plasticType: 'HARD',
        openingStockKg: 100,
        closingStockKg: 250,
        intake: [
          { sourceId: 'SRC-LA', kg: 600 },
          { sourceId: 'SRC-CM', kg: 400 },
        ],
        output: [
          { productTypeId: 'HPT-FLK', kg: 500 },
          { productTypeId: 'HPT-PEL', kg: 200 },
        ],
        rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
      },
    ]);
    expect(urls).toEqual(['/recycler/save-recycler-waste-data?']);
    api.restore();
  });

  it("keeps everything on a refused submit: the server's 409, then 'Unknown error'; a super admin sends its recyclerId", async () => {
    let reply: Reply = {
      status: 409,
      data: { message: 'A return for 2025-03, hard plastic, already exists (entered 2025-04-02, id 0b9c)' },
    };
    const urls: string[] = [];
    const api = serve((_body, url) => (urls.push(url), reply));
    const user = await review('250', actingSuperAdmin);
    await screen.findByTestId('return-review');
    const submitOnce = async () => {
      await user.click(screen.getByTestId('submit-return'));
      await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    };
    await submitOnce();
    expect(await screen.findByTestId('save-error')).toHaveTextContent('A return for 2025-03, hard plastic, already exists');
    reply = { status: 500, data: { message: { nested: true } } };
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    await submitOnce();
    await waitFor(() => expect(screen.getByTestId('save-error')).toHaveTextContent('Unknown error'));
    await user.click(screen.getByText('Back'));
    expect(field('output_HPT-FLK')).toHaveValue('500');
    expect(urls[0]).toBe('/recycler/save-recycler-waste-data?recyclerId=RC-DEMO-01');
    api.restore();
  });

  it('marks the line the server refused on the quantities step: an entry retired since the form was opened', async () => {
    const api = serve(() => ({
      status: 400,
      data: {
        message: "'Collection' is retired: choose a current entry",
        code: 'VALIDATION',
        reason: 'RETIRED_ENTRY',
        params: { name: 'Collection' },
        details: [{ field: 'body.intake.1.sourceId', message: "'Collection' is retired: choose a current entry" }],
      },
    }));
    const user = await review('250');
    await screen.findByTestId('return-review');
    await user.click(screen.getByTestId('submit-return'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    expect(await screen.findByTestId('save-error')).toHaveTextContent("'Collection' is retired: choose a current entry.");
    await user.click(screen.getByText('Back'));
    await waitFor(() => expect(field('intake_SRC-CM')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('intake_SRC-LA')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('intake_SRC-CM')).toHaveValue('400');
    api.restore();
  });

  it("warns of a month's total far from the recycler's history on its step, then asks to confirm it on the review and sends it acknowledged", async () => {
    const warning = { field: 'intake', code: 'OUTSIDE_HISTORY', message: 'English', low: 100, high: 10_000 };
    const checks: { body: unknown; url: string }[] = [];
    const saves: unknown[] = [];
    const api = serve(
      (body) => (saves.push(body), { status: 201, data: SAVED_RETURN }),
      (body, url) => (checks.push({ body, url }), { status: 200, data: { warnings: [warning] } }),
    );
    const user = await review('250', actingSuperAdmin);
    expect(await screen.findByTestId('plausibility-on-step')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('intake-section')).getByText('Expected between 100 and 10,000 kg in the month', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('intake-total')).toHaveTextContent('1,000 kg');
    expect(screen.queryByTestId('return-review')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('review-return'));
    const warnings = await screen.findByTestId('plausibility-warnings');
    expect(warnings).toHaveTextContent('Total intake of the month: expected between 100 and 10,000 kg in the month.');
    expect(screen.getByTestId('submit-return')).toBeDisabled();
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await user.click(screen.getByTestId('submit-return'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    await screen.findByTestId('return-saved');

    const { acknowledgedWarnings, ...saved } = saves[0] as { acknowledgedWarnings: string[] };
    expect(acknowledgedWarnings).toEqual(['OUTSIDE_HISTORY']);
    expect(checks[0]).toEqual({ body: saved, url: '/recycler/plausibility?recyclerId=RC-DEMO-01' });
    api.restore();
  });

  it('shows the warnings of a 422 from the save on the review, to confirm and send again', async () => {
    const warning = { field: 'output', code: 'OUTSIDE_HISTORY', message: 'English', low: 5, high: 50 };
    const saves: { acknowledgedWarnings?: string[] }[] = [];
    const api = serve((body) => {
      saves.push(body as { acknowledgedWarnings?: string[] });
      return saves.length === 1
        ? { status: 422, data: { code: 'IMPLAUSIBLE_QUANTITY', message: 'English', warnings: [warning] } }
        : { status: 201, data: SAVED_RETURN };
    });
    const user = await review('250');
    await screen.findByTestId('return-review');
    await user.click(screen.getByTestId('submit-return'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent(
      'Total output of the month: expected between 5 and 50 kg in the month.',
    );
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await user.click(screen.getByTestId('submit-return'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    await screen.findByTestId('return-saved');
    expect(saves.map((body) => body.acknowledgedWarnings)).toEqual([undefined, ['OUTSIDE_HISTORY']]);
    api.restore();
  });
});
