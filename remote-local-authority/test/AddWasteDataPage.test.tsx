import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddWasteDataPage } from '../src/features/wasteData/components/AddWasteDataPage';
import { FORM_OPTIONS, wasteRecord } from './fixtures';
import { renderPage } from './renderPage';

type Reply = { status: number; data?: unknown };

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);

function serve({
  insert,
  existing = [],
  warnings = [],
}: { insert?: (body: unknown) => Reply; existing?: unknown[]; warnings?: unknown[] } = {}) {
  return fakeApi((config) => {
    if (config.url === '/local-authority/init-waste-form') return { status: 200, data: FORM_OPTIONS };
    if (config.url === '/local-authority/plausibility/la-waste-data') return { status: 200, data: { warnings } };
    if (config.url === '/local-authority/search-waste') return { status: 200, data: { rows: existing, total: existing.length } };
    if (config.url === '/local-authority/insert/la-waste-data')
      return insert?.(JSON.parse(String(config.data))) ?? { status: 201, data: wasteRecord() };
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await renderPage(<AddWasteDataPage />);
  await user.click(await screen.findByLabelText('Yes, we run a public waste collection service'));
  await user.click(screen.getByText('Next'));
  await waitFor(() => field('collectedQuantity'));
}

/** A form field by its name (antd gives the input that id); label queries over this large form are slow. */
function field(name: string): HTMLElement {
  const input = document.getElementById(name);
  if (!input) throw new Error(`No field ${name}`);
  return input;
}

/** Sets a whole value at once: typing it key by key re-renders antd's inputs for every character. */
async function enter(_user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

/** Types a date into an antd picker and confirms it with Enter, as a keyboard user would. */
function enterDate(name: string, isoDate: string) {
  const input = field(name);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: isoDate } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function fillDaily(user: ReturnType<typeof userEvent.setup>) {
  enterDate('entryDate', '2026-05-04');
  await user.click(screen.getByText('Hard plastic'));
  for (const [name, value] of [
    ['collectedQuantity', '12.5'],
    ['recoveredQuantity', '2'],
    ['rejectedQuantity', '1'],
    ['discardedQuantity', '0.5'],
    ['recycledQuantityKg', '800'],
    ['productType', 'PET bottles'],
    ['budget', '150000'],
  ]) {
    await enter(user, name, value);
  }
}

describe('/wasteData/addData, the entry wizard', () => {
  it('cannot go on without a public waste collection service, and says why', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<AddWasteDataPage />);
    const next = (await screen.findByText('Next')).closest('button');
    expect(next).toBeDisabled();
    await user.click(screen.getByLabelText('No'));
    expect(screen.getByText('Waste data can not be entered without a public waste collection service')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(screen.getByLabelText('Yes, we run a public waste collection service'));
    expect(next).toBeEnabled();
    api.restore();
  });

  it('shows the authority read-only and the required-field message on every required field', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    const authority = screen.getByTestId('authority-details');
    expect(within(authority).getByText('Western')).toBeInTheDocument();
    expect(within(authority).getByText('Colombo')).toBeInTheDocument();
    expect(within(authority).getByText('Municipal Council')).toBeInTheDocument();
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    // Entry date, plastic type and the five quantities; frequency and unit start filled in.
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);
    expect(screen.queryByTestId('waste-data-review')).not.toBeInTheDocument();
    api.restore();
  });

  it('refuses recycled, recovered and rejected adding up to more than collected', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    await enter(user, 'recycledQuantityKg', '9501');
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(
      await screen.findByText('Recycled, recovered and rejected quantities together must not be more than the collected quantity'),
    ).toBeInTheDocument();
    api.restore();
  });

  it('refuses an end date before the start date, and a period longer than 366 days', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await user.click(screen.getByText('Range'));
    await waitFor(() => field('startDate'));
    enterDate('startDate', '2026-05-10');
    enterDate('endDate', '2026-05-01');
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    enterDate('startDate', '2025-01-01');
    enterDate('endDate', '2026-01-02');
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findByText('The period must not be longer than 366 days')).toBeInTheDocument();
    api.restore();
  });

  it('keeps a typed date after today and says why it is refused, rather than clearing it', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    expect(field('entryDate')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    enterDate('entryDate', '2026-11-23');
    fireEvent.blur(field('entryDate'));
    await waitFor(() => expect(field('entryDate')).toHaveValue('2026-11-23'));
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findByText('The entry date must not be in the future')).toBeInTheDocument();
    expect(screen.queryByTestId('waste-data-review')).not.toBeInTheDocument();
    api.restore();
  });

  it('keeps what was typed in a number field and refuses a negative or too large one with the reason', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    expect(field('collectedQuantity')).toHaveAttribute('inputmode', 'decimal');
    await enter(user, 'collectedQuantity', '-5');
    await enter(user, 'recoveredQuantity', '999999999999');
    await enter(user, 'recycledQuantityKg', '-100');
    await enter(user, 'budget', '-2');
    fireEvent.blur(field('budget'));
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findAllByText('Must not be negative')).toHaveLength(3);
    expect(screen.getByText('Must not be more than 1,000,000,000')).toBeInTheDocument();
    expect(field('collectedQuantity')).toHaveValue('-5');
    expect(field('budget')).toHaveValue('-2');
    expect(
      screen.queryByText('Recycled, recovered and rejected quantities together must not be more than the collected quantity'),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('waste-data-review')).not.toBeInTheDocument();
    api.restore();
  });

  it('refuses only the period when the end is before the start, not the sum of the quantities over it', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    await user.click(screen.getByText('Range'));
    await waitFor(() => field('startDate'));
    // Daily to Range keeps the entry date as the start.
    expect(field('startDate')).toHaveValue('2026-05-04');
    enterDate('endDate', '2026-05-01');
    fireEvent.blur(field('endDate'));
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(
      screen.queryByText('Recycled, recovered and rejected quantities together must not be more than the collected quantity'),
    ).not.toBeInTheDocument();
    api.restore();
  });

  it('moves the keyboard focus into each new step: its first field, or the review itself', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Daily')));
    await fillDaily(user);
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    await screen.findByTestId('waste-data-review');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-label', 'Review'));
    await user.click(screen.getByText('Back'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Daily')));
    api.restore();
  });

  it('asks before leaving with what was typed, and stays when asked to', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await enter(user, 'collectedQuantity', '3');
    await user.click(screen.getByRole('link', { name: 'Plastic Waste Data' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave this page?');
    await user.click(within(dialog).getByText('Stay on this page'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('collectedQuantity')).toHaveValue('3');
    await user.click(screen.getByRole('link', { name: 'Plastic Waste Data' }));
    await user.click(within(await screen.findByRole('dialog')).getByText('Leave'));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    api.restore();
  });

  it('reviews, confirms that it cannot be undone, saves and shows the waste ID', async () => {
    const bodies: unknown[] = [];
    const api = serve({ insert: (body) => (bodies.push(body), { status: 201, data: wasteRecord() }) });
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    const review = await screen.findByTestId('waste-data-review');
    expect(within(review).getByTestId('value-collectedQuantity')).toHaveTextContent('12.5 mt/day');
    expect(within(review).getByTestId('value-plasticType')).toHaveTextContent('Hard plastic');
    await user.click(screen.getByTestId('submit-waste-data'));
    expect(await screen.findByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    expect(await screen.findByTestId('saved-waste-id')).toHaveTextContent('WD-LG-11001-000001');
    expect(screen.getAllByText('Waste data added successfully!').length).toBeGreaterThan(0);
    expect(bodies).toEqual([
      {
        frequencyType: 'DAILY',
        entryDate: '2026-05-04',
        plasticType: 'HARD',
        collectedQuantity: 12.5,
        recoveredQuantity: 2,
        rejectedQuantity: 1,
        discardedQuantity: 0.5,
        quantityUnit: 'MT_PER_DAY',
        recycledQuantityKg: 800,
        productType: 'PET bottles',
        budget: 150000,
      },
    ]);
    api.restore();
  });

  it("asks a range's quantities as the period's total and reviews each as the total and a day's rate, in t and kg", async () => {
    const bodies: unknown[] = [];
    const api = serve({ insert: (body) => (bodies.push(body), { status: 201, data: wasteRecord() }) });
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    expect(screen.getByTestId('quantity-unit')).toHaveTextContent('mt/day');
    await user.click(screen.getByText('Range'));
    await waitFor(() => field('startDate'));
    expect(screen.getByTestId('quantity-unit')).toHaveTextContent('tonnes over the whole period');
    expect(screen.getByText('Collected quantity (tonnes over the whole period)')).toBeInTheDocument();
    expect(screen.getByTestId('unit-hint')).toHaveTextContent('total of the whole period');
    enterDate('startDate', '2026-05-01');
    enterDate('endDate', '2026-05-31');
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    const totals = await screen.findByTestId('period-totals');
    expect(totals).toHaveTextContent('2026-05-01 – 2026-05-31 (31 days)');
    const collected = within(screen.getByTestId('period-total-collected'));
    expect(collected.getByText('12.5 t (12,500 kg)')).toBeInTheDocument();
    expect(collected.getByText('0.403 t (403 kg)')).toBeInTheDocument();
    expect(within(screen.getByTestId('period-total-recycled')).getByText('0.026 t (25.8 kg)')).toBeInTheDocument();
    expect(within(screen.getByTestId('waste-data-review')).getByTestId('value-collectedQuantity')).toHaveTextContent(
      '12.5 tonnes over the whole period',
    );
    await user.click(screen.getByTestId('submit-waste-data'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    await screen.findByTestId('saved-waste-id');
    expect(bodies).toEqual([
      expect.objectContaining({ frequencyType: 'RANGE', startDate: '2026-05-01', endDate: '2026-05-31', quantityUnit: 'MT_TOTAL' }),
    ]);
    api.restore();
  });

  it('warns of an implausible figure on its field first, then asks on the review to confirm it, and sends it acknowledged', async () => {
    const warning = { field: 'collectedQuantity', code: 'ABOVE_ESTIMATE', message: 'Above', low: 0, high: 4.2 };
    const bodies: unknown[] = [];
    const api = serve({ warnings: [warning], insert: (body) => (bodies.push(body), { status: 201, data: wasteRecord() }) });
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findByTestId('plausibility-on-step')).toBeInTheDocument();
    expect(await screen.findByText(/Expected between 0 and 4.2 mt\/day/)).toBeInTheDocument();
    expect(screen.queryByTestId('waste-data-review')).not.toBeInTheDocument();
    const check = api.calls.find((call) => call.url === '/local-authority/plausibility/la-waste-data')!;
    expect(JSON.parse(String(check.data))).toMatchObject({ collectedQuantity: 12.5, quantityUnit: 'MT_PER_DAY' });

    await user.click(screen.getByText('Review', { selector: 'button span' }));
    const warnings = await screen.findByTestId('plausibility-warnings');
    expect(warnings).toHaveTextContent('Collected quantity: expected between 0 and 4.2 mt/day');
    expect(screen.getByTestId('submit-waste-data')).toBeDisabled();
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await user.click(screen.getByTestId('submit-waste-data'));
    await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
    await screen.findByTestId('saved-waste-id');
    expect(bodies).toEqual([expect.objectContaining({ collectedQuantity: 12.5, acknowledgedWarnings: ['ABOVE_ESTIMATE'] })]);
    api.restore();
  });

  it("shows the server's message on failure and keeps everything typed; 'Unknown error' when the message is not a string", async () => {
    let reply: Reply = {
      status: 409,
      data: { message: 'Waste data for this period and plastic type already exists: WD-LG-11001-000009 (2026-05-01 to 2026-05-31)' },
    };
    const api = serve({ insert: () => reply });
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    await screen.findByTestId('waste-data-review');
    const submitOnce = async () => {
      await user.click(screen.getByTestId('submit-waste-data'));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByText('Submit'));
    };
    await submitOnce();
    expect(await screen.findByTestId('save-error')).toHaveTextContent('already exists: WD-LG-11001-000009');

    reply = { status: 500, data: { message: { nested: true } } };
    await submitOnce();
    await waitFor(() => expect(screen.getByTestId('save-error')).toHaveTextContent('Unknown error'));

    await user.click(screen.getByText('Back'));
    expect(field('collectedQuantity')).toHaveValue('12.5');
    expect(field('productType')).toHaveValue('PET bottles');
    expect(field('entryDate')).toHaveValue('2026-05-04');
    api.restore();
  });

  it('names an existing record of the same period and plastic type on review and does not submit', async () => {
    const api = serve({
      existing: [wasteRecord({ wasteId: 'WD-LG-11001-000007', frequencyType: 'RANGE', startDate: '2026-05-01', endDate: '2026-05-31' })],
    });
    const user = userEvent.setup({ delay: null });
    await openForm(user);
    await fillDaily(user);
    await user.click(screen.getByText('Review', { selector: 'button span' }));
    expect(await screen.findByTestId('duplicate-waste-data')).toHaveTextContent(
      'Waste data for this period and plastic type already exists: WD-LG-11001-000007 (2026-05-01 to 2026-05-31)',
    );
    expect(screen.getByTestId('submit-waste-data')).toBeDisabled();
    const search = api.calls.find((call) => call.url === '/local-authority/search-waste');
    expect(JSON.parse(String(search?.data))).toMatchObject({ fromDate: '2026-05-04', toDate: '2026-05-04', plasticType: 'HARD' });
    api.restore();
  });
});
