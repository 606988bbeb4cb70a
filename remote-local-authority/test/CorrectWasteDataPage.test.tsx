import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CorrectWasteDataPage } from '../src/features/wasteData/components/CorrectWasteDataPage';
import { FORM_OPTIONS, wasteRecordView } from './fixtures';
import { renderPage } from './renderPage';

type Reply = { status: number; data?: unknown };

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);

const RECORD = wasteRecordView();

function serve({
  record = RECORD,
  correct,
  warnings = [],
}: { record?: unknown; correct?: (body: unknown) => Reply; warnings?: unknown[] } = {}) {
  return fakeApi((config) => {
    if (config.url === `/local-authority/waste-view/${RECORD.id}`) return { status: 200, data: record };
    if (config.url === '/local-authority/init-waste-form') return { status: 200, data: FORM_OPTIONS };
    if (config.url === '/local-authority/search-waste') return { status: 200, data: { rows: [], total: 0 } };
    if (config.url === '/local-authority/plausibility/la-waste-data') return { status: 200, data: { warnings } };
    if (config.url === '/local-authority/waste-corrections')
      return correct?.(JSON.parse(String(config.data))) ?? { status: 201, data: { id: 'c-1' } };
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
}

const openPage = async () => {
  await renderPage(<CorrectWasteDataPage />, { path: '/wasteData/correct/:id', route: `/wasteData/correct/${RECORD.id}` });
  await screen.findByTestId('correction-form');
};

const field = (name: string) => {
  const input = document.getElementById(name);
  if (!input) throw new Error(`No field ${name}`);
  return input;
};

async function choose(user: ReturnType<typeof userEvent.setup>, action: 'Void' | 'Replace', reason: string) {
  await user.click(screen.getByText(action === 'Void' ? 'Void it: it should not have been entered' : 'Replace it with corrected values'));
  fireEvent.change(field('reason'), { target: { value: reason } });
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('submit-correction'));
  await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
}

describe('/wasteData/correct/{id}, a correction request', () => {
  it('asks to void the record with a reason, and says it went to the administrator for approval', async () => {
    const bodies: unknown[] = [];
    const api = serve({ correct: (body) => (bodies.push(body), { status: 201, data: { id: 'c-1' } }) });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await choose(user, 'Void', '  Entered twice by mistake  ');
    await user.click(screen.getByTestId('correction-next'));
    const review = await screen.findByTestId('correction-review');
    expect(review).toHaveTextContent('You ask the administrator to void WD-LG-11001-000001');
    expect(within(review).getByTestId('correction-review-reason')).toHaveTextContent('Entered twice by mistake');
    expect(within(review).getByTestId('value-collectedQuantity')).toHaveTextContent('12.5 mt/day');
    await submit(user);
    expect(await screen.findByTestId('correction-sent')).toHaveTextContent('sent to the administrator for approval');
    expect(screen.getByRole('link', { name: 'Back to the record' })).toHaveAttribute('href', `/wasteData/view/${RECORD.id}`);
    expect(bodies).toEqual([{ recordId: RECORD.id, reason: 'Entered twice by mistake', void: true }]);
    api.restore();
  });

  it('asks to replace it with corrected values, prefilled from the record, showing the current values beside them', async () => {
    const bodies: unknown[] = [];
    const api = serve({ correct: (body) => (bodies.push(body), { status: 201, data: { id: 'c-1' } }) });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await choose(user, 'Replace', 'Collected was typed wrong');
    await user.click(screen.getByTestId('correction-next'));
    await waitFor(() => expect(field('collectedQuantity')).toHaveValue('12.5'));
    expect(field('productType')).toHaveValue('PET bottles');
    fireEvent.change(field('collectedQuantity'), { target: { value: '10' } });
    await user.click(screen.getByTestId('correction-to-review'));
    const review = await screen.findByTestId('correction-review');
    expect(review).toHaveTextContent('You ask the administrator to replace WD-LG-11001-000001 with the values below');
    // The values compared are a shared table, drawn once its code is there.
    const changed = await within(review).findByTestId('changed-collectedQuantity');
    expect(changed).toHaveTextContent('10 mt/day');
    expect(changed.closest('tr')).toHaveTextContent('12.5 mt/day');
    expect(within(review).queryByTestId('changed-plasticType')).not.toBeInTheDocument();
    expect(within(review).getByTestId('period-total-collected')).toHaveTextContent('10 t (10,000 kg)');
    await submit(user);
    await screen.findByTestId('correction-sent');
    expect(bodies).toEqual([
      {
        recordId: RECORD.id,
        reason: 'Collected was typed wrong',
        replacement: {
          frequencyType: 'DAILY',
          entryDate: '2026-05-04',
          plasticType: 'HARD',
          collectedQuantity: 10,
          recoveredQuantity: 2,
          rejectedQuantity: 1,
          discardedQuantity: 0.5,
          quantityUnit: 'MT_PER_DAY',
          recycledQuantityKg: 800,
          productType: 'PET bottles',
          destination: 'Kerawalapitiya',
          budget: 150000,
        },
      },
    ]);
    api.restore();
  });

  it('needs a choice and a reason', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.click(screen.getByTestId('correction-next'));
    expect(await screen.findByText('Choose whether to void or replace the record')).toBeInTheDocument();
    expect(screen.getByText('Enter the reason for the correction')).toBeInTheDocument();
    expect(screen.queryByTestId('correction-review')).not.toBeInTheDocument();
    api.restore();
  });

  it("says in the user's words when a correction of the record is already waiting", async () => {
    const api = serve({
      correct: () => ({
        status: 409,
        data: { code: 'CORRECTION_PENDING', message: 'A correction of this record is pending', details: { id: 'c-0' } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await choose(user, 'Void', 'Duplicate');
    await user.click(screen.getByTestId('correction-next'));
    await screen.findByTestId('correction-review');
    await submit(user);
    expect(await screen.findByTestId('save-error')).toHaveTextContent(
      'A correction of this record is already waiting for the administrator: wait for the answer before asking again.',
    );
    api.restore();
  });

  it('offers no correction of a record already voided or replaced', async () => {
    const api = serve({ record: { ...RECORD, status: 'VOIDED' } });
    await openPage();
    expect(await screen.findByTestId('correction-refused')).toHaveTextContent('This record was already voided or replaced');
    expect(screen.getByTestId('correction-next')).toBeDisabled();
    api.restore();
  });

  it('warns of an implausible replacement figure, and sends it acknowledged in the replacement', async () => {
    const warning = { field: 'collectedQuantity', code: 'OUTSIDE_HISTORY', message: 'Outside', low: 1.25, high: 125 };
    const bodies: { replacement?: { acknowledgedWarnings?: string[] } }[] = [];
    const api = serve({ warnings: [warning], correct: (body) => (bodies.push(body as never), { status: 201, data: { id: 'c-1' } }) });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await choose(user, 'Replace', 'Typed in kg');
    await user.click(screen.getByTestId('correction-next'));
    await waitFor(() => expect(field('collectedQuantity')).toHaveValue('12.5'));
    fireEvent.change(field('collectedQuantity'), { target: { value: '1250' } });
    fireEvent.change(field('recycledQuantityKg'), { target: { value: '0' } });
    await user.click(screen.getByTestId('correction-to-review'));
    expect(await screen.findByText(/Expected between 1.25 and 125 mt\/day/)).toBeInTheDocument();
    await user.click(screen.getByTestId('correction-to-review'));
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent(
      'Collected quantity: expected between 1.25 and 125 mt/day',
    );
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await submit(user);
    await screen.findByTestId('correction-sent');
    expect(bodies[0].replacement?.acknowledgedWarnings).toEqual(['OUTSIDE_HISTORY']);
    api.restore();
  });

  it("shows a 422's warnings of the replacement on the review, to confirm", async () => {
    const warning = { field: 'replacement.collectedQuantity', code: 'ABOVE_ESTIMATE', message: 'Above', low: 0, high: 4 };
    let calls = 0;
    const bodies: { replacement?: { acknowledgedWarnings?: string[] } }[] = [];
    const api = serve({
      correct: (body) => {
        bodies.push(body as never);
        return ++calls === 1
          ? { status: 422, data: { code: 'IMPLAUSIBLE_QUANTITY', message: 'Implausible', warnings: [warning] } }
          : { status: 201, data: { id: 'c-1' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await choose(user, 'Replace', 'Typed wrong');
    await user.click(screen.getByTestId('correction-next'));
    await waitFor(() => expect(field('collectedQuantity')).toHaveValue('12.5'));
    await user.click(screen.getByTestId('correction-to-review'));
    await screen.findByTestId('correction-review');
    await submit(user);
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent('Collected quantity: expected between 0 and 4 mt/day');
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await submit(user);
    await screen.findByTestId('correction-sent');
    expect(bodies[1].replacement?.acknowledgedWarnings).toEqual(['ABOVE_ESTIMATE']);
    api.restore();
  });
});
