import type { PlausibilityWarning } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CorrectCentreEntryPage } from '../src/features/sampathPiyasa/components/CorrectCentreEntryPage';
import type { CentreWasteEntryDetail } from '../src/features/sampathPiyasa/api/types';
import { BORELLA, CENTRE_FORM_OPTIONS, centreEntry } from './centreFixtures';
import { renderPage } from './renderPage';

// antd forms under jsdom are slow on a shared 2-core machine; clicks are plain events for the same reason.
jest.setTimeout(180_000);

const ENTRY = centreEntry();
type Reply = { status: number; data?: unknown };

function serve(
  entry: CentreWasteEntryDetail,
  send: (body: unknown) => Reply = () => ({ status: 201, data: { id: 'c-1' } }),
  warnings: PlausibilityWarning[] | Reply = [],
) {
  const bodies: unknown[] = [];
  const checked: unknown[] = [];
  const api = fakeApi((config) => {
    if (config.url === `/sampath-piyasa/waste-view/${entry.id}`) return { status: 200, data: entry };
    if (config.url === '/sampath-piyasa/init-waste-form') return { status: 200, data: CENTRE_FORM_OPTIONS };
    if (config.url === '/sampath-piyasa/plausibility') {
      checked.push(JSON.parse(String(config.data)));
      return Array.isArray(warnings) ? { status: 200, data: { warnings } } : warnings;
    }
    if (config.url === '/sampath-piyasa/waste-corrections') {
      const body: unknown = JSON.parse(String(config.data));
      bodies.push(body);
      return send(body);
    }
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
  return { api, bodies, checked };
}

const click = (element: Element) => fireEvent.click(element);
const field = (id: string) => {
  const input = document.getElementById(id);
  if (!input) throw new Error(`No field ${id}`);
  return input;
};
const collected = () => field(`entries_${BORELLA}_quantities_PET_HARD_collectedKg`);

async function openCorrection(entry = ENTRY) {
  await renderPage(<CorrectCentreEntryPage />, { path: '/sampath-piyasa/correct/:id', route: `/sampath-piyasa/correct/${entry.id}` });
  await screen.findByTestId('correction-form');
}

const OUTLIER: PlausibilityWarning = {
  field: 'entries.0.quantities.0.collectedKg',
  code: 'OUTSIDE_HISTORY',
  message: 'Collected PET_HARD is more than ten times the median',
  low: 31,
  high: 3100,
};

async function replaceWith(collectedKg: string) {
  await fillIn('Replace it with corrected values', 'A kilogram figure typed as grams.');
  await waitFor(() => expect(collected()).toHaveValue('310'));
  fireEvent.change(collected(), { target: { value: collectedKg } });
  click(screen.getByTestId('correction-next'));
}

async function fillIn(action: 'Void this entry' | 'Replace it with corrected values', reason: string) {
  click(screen.getByLabelText(action));
  fireEvent.change(screen.getByTestId('correction-reason-input'), { target: { value: reason } });
}

/** Submit, once the wizard's button has let go of the plausibility check's spinner (a click on it meanwhile is lost). */
async function submit() {
  const button = screen.getByTestId('submit-correction');
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  click(button);
  click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' })).at(-1) as HTMLElement);
}

describe('/sampath-piyasa/correct/{id}, a correction request', () => {
  it('sends a void with its reason, after a review of the entry as it is, and says it went to the administrator', async () => {
    const { api, bodies } = serve(ENTRY);
    await openCorrection();
    click(screen.getByTestId('correction-next'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByTestId('correction-review')).not.toBeInTheDocument();

    await fillIn('Void this entry', '  Typed twice: the same October entry was saved by Kirulapone.  ');
    click(screen.getByTestId('correction-next'));
    const review = await screen.findByTestId('correction-review');
    expect(within(review).getByTestId('correction-current')).toHaveTextContent('310 kg');
    expect(within(review).getByTestId('correction-proposed')).toHaveTextContent('counted in no figure');

    await submit();
    expect(await screen.findByTestId('correction-sent')).toHaveTextContent('Correction sent to the administrator for approval');
    expect(bodies).toEqual([{ recordId: ENTRY.id, reason: 'Typed twice: the same October entry was saved by Kirulapone.', void: true }]);
    api.restore();
  });

  it("sends a replacement from the entry's own values as corrected, shown beside the current ones", async () => {
    const { api, bodies } = serve(ENTRY);
    await openCorrection();
    await fillIn('Replace it with corrected values', 'A kilogram figure typed as grams.');
    await waitFor(() => expect(collected()).toHaveValue('310'));
    expect(field(`entries_${BORELLA}_startDate`)).toHaveValue('2026-10-01');
    fireEvent.change(collected(), { target: { value: '31' } });
    fireEvent.change(field(`entries_${BORELLA}_quantities_PET_HARD_soldKg`), { target: { value: '10' } });
    click(screen.getByTestId('correction-next'));

    const review = await screen.findByTestId('correction-review', {}, { timeout: 10_000 });
    expect(within(review).getByTestId('correction-current')).toHaveTextContent('310 kg');
    expect(within(review).getByTestId('correction-proposed')).toHaveTextContent('31 kg');
    await submit();
    await screen.findByTestId('correction-sent');
    expect(bodies).toEqual([
      {
        recordId: ENTRY.id,
        reason: 'A kilogram figure typed as grams.',
        replacement: {
          sampathPiyasaId: BORELLA,
          frequencyType: 'RANGE',
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
          quantities: [{ materialId: 'PET_HARD', collectedKg: 31, soldKg: 10, rejectedKg: 0 }],
        },
      },
    ]);
    api.restore();
  });

  it.each([
    ['CORRECTION_PENDING', 'A correction of this entry is already waiting for the administrator.'],
    ['RECORD_NOT_CURRENT', 'This entry has already been voided or replaced; it can no longer be corrected.'],
  ])('words the refusal %s in the user language and keeps what was typed', async (code, words) => {
    const { api } = serve(ENTRY, () => ({ status: 409, data: { message: 'English words of the server', code } }));
    await openCorrection();
    await fillIn('Void this entry', 'Entered by mistake.');
    click(screen.getByTestId('correction-next'));
    await screen.findByTestId('correction-review');
    await submit();
    expect(await screen.findByTestId('save-error')).toHaveTextContent(words);
    expect(screen.getByTestId('save-error')).not.toHaveTextContent('English words of the server');
    click(screen.getByText('Back'));
    expect(screen.getByTestId('correction-reason-input')).toHaveValue('Entered by mistake.');
    api.restore();
  });

  it('offers no correction of an entry already retired or with a correction waiting', async () => {
    const { api } = serve({ ...ENTRY, pendingCorrection: { id: 'c-9' } });
    await openCorrection({ ...ENTRY, pendingCorrection: { id: 'c-9' } });
    expect(await screen.findByTestId('correction-refused')).toHaveTextContent('already waiting for the administrator');
    expect(screen.getByTestId('correction-next')).toBeDisabled();
    expect(screen.queryByTestId('correction-reason-input')).not.toBeInTheDocument();
    api.restore();
  });

  it("checks a replacement's figures on the step, then sends it with the warnings confirmed on the review", async () => {
    const { api, bodies, checked } = serve(ENTRY, undefined, [OUTLIER]);
    await openCorrection();
    await replaceWith('31000');
    expect(await screen.findByTestId('plausibility-on-step')).toBeInTheDocument();
    expect(await screen.findByText(/Expected between 31 and 3,100 kg over the period/)).toBeInTheDocument();
    expect(checked).toEqual([
      { entries: [expect.objectContaining({ sampathPiyasaId: BORELLA, quantities: [expect.objectContaining({ collectedKg: 31000 })] })] },
    ]);

    click(screen.getByTestId('correction-next'));
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent(
      'PET (hard) collected at Borella Centre: expected between 31 and 3,100 kg over the period.',
    );
    expect(screen.getByTestId('submit-correction')).toBeDisabled();
    click(screen.getByTestId('acknowledge-warnings'));
    await submit();
    await screen.findByTestId('correction-sent');
    expect(bodies).toEqual([
      expect.objectContaining({ replacement: expect.objectContaining({ acknowledgedWarnings: ['OUTSIDE_HISTORY'] }) }),
    ]);
    api.restore();
  });

  it("shows the request's own 422 warnings (fields replacement.…) on the review, to confirm and send again", async () => {
    const { api, bodies } = serve(ENTRY, (body) =>
      (body as { replacement: { acknowledgedWarnings?: string[] } }).replacement.acknowledgedWarnings
        ? { status: 201, data: { id: 'c-1' } }
        : {
            status: 422,
            data: {
              code: 'IMPLAUSIBLE_QUANTITY',
              message: 'Implausible',
              warnings: [{ ...OUTLIER, field: 'replacement.quantities.0.collectedKg', code: 'ABOVE_ESTIMATE' }],
            },
          },
    );
    await openCorrection();
    await replaceWith('31000');
    await screen.findByTestId('correction-review');
    await submit();
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent('PET (hard) collected at Borella Centre');
    click(screen.getByTestId('acknowledge-warnings'));
    await submit();
    await screen.findByTestId('correction-sent');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ replacement: { acknowledgedWarnings: ['ABOVE_ESTIMATE'] } });
    api.restore();
  });

  it('refuses, on its field, a replacement figure above what the whole country generates', async () => {
    const aboveCountry: Reply = {
      status: 400,
      data: {
        code: 'VALIDATION_FAILED',
        message: 'Refused',
        details: [{ field: 'body.entries.0.quantities.0.collectedKg', message: 'Collected PET_HARD is more than the country generates' }],
      },
    };
    const { api, bodies } = serve(ENTRY, undefined, aboveCountry);
    await openCorrection();
    await replaceWith('5000000000');
    const refusal = 'More than the whole country generates: check the figure and its unit';
    expect(await within(screen.getByTestId('quantities-PET_HARD')).findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByTestId('correction-review')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
    api.restore();
  });
});
