import type { PlausibilityWarning } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AddCentreWasteDataPage } from '../src/features/sampathPiyasa/components/AddCentreWasteDataPage';
import { BORELLA, CENTRE_FORM_OPTIONS as OPTIONS, KIRULAPONE } from './centreFixtures';
import { renderPage } from './renderPage';

// antd forms under jsdom are slow on a shared 2-core machine; clicks are plain events for the same reason.
jest.setTimeout(180_000);

type Reply = { status: number; data?: unknown };

function serve(
  save: (body: unknown) => Reply = () => ({ status: 201, data: { entries: [] } }),
  warnings: (body: unknown) => PlausibilityWarning[] = () => [],
) {
  return fakeApi((config) => {
    if (config.url === '/sampath-piyasa/init-waste-form') return { status: 200, data: OPTIONS };
    if (config.url === '/sampath-piyasa/plausibility')
      return { status: 200, data: { warnings: warnings(JSON.parse(String(config.data))) } };
    if (config.url === '/sampath-piyasa/save-waste-data') return save(JSON.parse(String(config.data)));
    return { status: 404, data: { message: `unexpected ${config.url}` } };
  });
}

const click = (element: Element) => fireEvent.click(element);

/** Submit, once the wizard's button has let go of the plausibility check's spinner (a click on it meanwhile is lost). */
async function submitWhenReady() {
  const submit = await screen.findByTestId('submit-centre-waste-data');
  await waitFor(() => expect(submit).not.toHaveClass('ant-btn-loading'));
  click(submit);
}

const field = (id: string) => {
  const input = document.getElementById(id);
  if (!input) throw new Error(`No field ${id}`);
  return input;
};

function enterDate(id: string, isoDate: string) {
  const input = field(id);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: isoDate } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function fillCentre(centreId: string, collected: string) {
  const card = screen.getByTestId(`centre-entry-${centreId}`);
  click(within(card).getByLabelText('Range'));
  await waitFor(() => field(`entries_${centreId}_startDate`));
  enterDate(`entries_${centreId}_startDate`, '2026-10-01');
  enterDate(`entries_${centreId}_endDate`, '2026-10-31');
  click(within(card).getByLabelText('Brought by the public'));
  click(within(card).getByLabelText('PET (hard)'));
  await waitFor(() => field(`entries_${centreId}_quantities_PET_HARD_collectedKg`));
  fireEvent.change(field(`entries_${centreId}_quantities_PET_HARD_collectedKg`), { target: { value: collected } });
  fireEvent.change(field(`entries_${centreId}_quantities_PET_HARD_soldKg`), { target: { value: '100' } });
}

async function openDetails() {
  await renderPage(<AddCentreWasteDataPage />);
  click(await screen.findByLabelText('Borella Centre (Borella)'));
  click(screen.getByLabelText('Kirulapone Centre (Kirulapone)'));
  click(screen.getByText('Next'));
  await waitFor(() => screen.getByTestId(`centre-entry-${KIRULAPONE}`));
}

describe('/sampath-piyasa/addData, the centre waste data wizard', () => {
  it("refuses to go on without a centre, with the spec's sentence", async () => {
    const api = serve();
    await renderPage(<AddCentreWasteDataPage />);
    await screen.findByLabelText('Borella Centre (Borella)');
    click(screen.getByText('Next'));
    expect(await screen.findByTestId('centre-selection-error')).toHaveTextContent(
      'Please select at least one Sampath Piyasa center to continue.',
    );
    expect(screen.queryByTestId(`centre-entry-${BORELLA}`)).not.toBeInTheDocument();
    api.restore();
  });

  it('refuses sold and rejected above collected', async () => {
    const api = serve();
    await openDetails();
    await fillCentre(BORELLA, '50');
    click(screen.getByText('Review', { selector: 'button span' }));
    expect(
      await screen.findByText(
        'Sold and rejected quantities together must not be more than the collected quantity',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('centre-waste-review')).not.toBeInTheDocument();
    api.restore();
  });

  it('reviews both centres, submits them in one call after the warning, and keeps every value when the server refuses', async () => {
    const bodies: unknown[] = [];
    let reply: Reply = {
      status: 409,
      data: {
        message: 'Waste data of Kirulapone Centre for this period, type of collection and PET_HARD already exists',
        code: 'DUPLICATE_CENTRE_WASTE_DATA',
      },
    };
    const api = serve((body) => {
      bodies.push(body);
      return reply;
    });
    await openDetails();
    await fillCentre(BORELLA, '310');
    await fillCentre(KIRULAPONE, '155');
    click(screen.getByText('Review', { selector: 'button span' }));
    const review = await screen.findByTestId('centre-waste-review');
    expect(within(review).getByText('Borella Centre')).toBeInTheDocument();
    expect(within(review).getByText('Kirulapone Centre')).toBeInTheDocument();
    expect(within(review).getAllByText('2026-10-01 – 2026-10-31')).toHaveLength(2);

    await submitWhenReady();
    expect(await screen.findByText('This action cannot be undone.')).toBeInTheDocument();
    click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' }))[0]);
    expect(await screen.findByTestId('save-error')).toHaveTextContent(
      'Waste data of Kirulapone Centre for this period, type of collection and PET_HARD already exists',
    );
    expect(bodies[0]).toEqual({
      entries: [
        {
          sampathPiyasaId: BORELLA,
          frequencyType: 'RANGE',
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
          quantities: [{ materialId: 'PET_HARD', collectedKg: 310, soldKg: 100, rejectedKg: 0 }],
        },
        {
          sampathPiyasaId: KIRULAPONE,
          frequencyType: 'RANGE',
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          typeOfCollectionId: 'BROUGHT_BY_PUBLIC',
          quantities: [{ materialId: 'PET_HARD', collectedKg: 155, soldKg: 100, rejectedKg: 0 }],
        },
      ],
    });

    click(screen.getByText('Back'));
    expect(field(`entries_${KIRULAPONE}_quantities_PET_HARD_collectedKg`)).toHaveValue('155');
    expect(field(`entries_${BORELLA}_startDate`)).toHaveValue('2026-10-01');

    reply = { status: 201, data: { entries: [] } };
    click(screen.getByText('Review', { selector: 'button span' }));
    await submitWhenReady();
    click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' })).at(-1) as HTMLElement);
    expect(await screen.findByTestId('centre-waste-saved')).toHaveTextContent('Waste data saved successfully!');
    expect(bodies).toHaveLength(2);
    api.restore();
  });

  it('shows a failure without a message from the server as Unknown error', async () => {
    const api = serve(() => ({ status: 500, data: {} }));
    await renderPage(<AddCentreWasteDataPage />, { path: '/sampath-piyasa/addData', route: `/sampath-piyasa/addData?centre=${BORELLA}` });
    expect(await screen.findByLabelText('Borella Centre (Borella)')).toBeChecked();
    click(screen.getByText('Next'));
    await waitFor(() => screen.getByTestId(`centre-entry-${BORELLA}`));
    await fillCentre(BORELLA, '310');
    click(screen.getByText('Review', { selector: 'button span' }));
    await submitWhenReady();
    click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' })).at(-1) as HTMLElement);
    expect(await screen.findByTestId('save-error')).toHaveTextContent('Unknown error');
    api.restore();
  });

  it("questions a figure far from the centre's history on the step, then sends it acknowledged once confirmed on the review", async () => {
    const checked: unknown[] = [];
    const saved: unknown[] = [];
    const outlier: PlausibilityWarning = {
      field: 'entries.1.quantities.0.collectedKg',
      code: 'OUTSIDE_HISTORY',
      message: 'Collected PET_HARD is more than ten times the median',
      low: 15.5,
      high: 1550,
    };
    const api = serve(
      (body) => {
        saved.push(body);
        return { status: 201, data: { entries: [] } };
      },
      (body) => {
        checked.push(body);
        return [outlier];
      },
    );
    await openDetails();
    await fillCentre(BORELLA, '310');
    await fillCentre(KIRULAPONE, '155000');
    click(screen.getByText('Review', { selector: 'button span' }));

    expect(await screen.findByTestId('plausibility-on-step')).toBeInTheDocument();
    expect(screen.queryByTestId('centre-waste-review')).not.toBeInTheDocument();
    const kirulapone = screen.getByTestId(`centre-entry-${KIRULAPONE}`);
    expect(within(kirulapone).getByText(/Expected between 15.5 and 1,550 kg over the period/)).toBeInTheDocument();
    expect(within(screen.getByTestId(`centre-entry-${BORELLA}`)).queryByText(/Expected between/)).not.toBeInTheDocument();
    expect(checked[0]).toMatchObject({ entries: [{ sampathPiyasaId: BORELLA }, { sampathPiyasaId: KIRULAPONE }] });

    click(screen.getByText('Review', { selector: 'button span' }));
    const warnings = await screen.findByTestId('plausibility-warnings');
    expect(warnings).toHaveTextContent('PET (hard) collected at Kirulapone Centre: expected between 15.5 and 1,550 kg over the period.');
    expect(screen.getByTestId('submit-centre-waste-data')).toBeDisabled();
    click(screen.getByTestId('acknowledge-warnings'));
    await submitWhenReady();
    click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' })).at(-1) as HTMLElement);
    await screen.findByTestId('centre-waste-saved');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      acknowledgedWarnings: ['OUTSIDE_HISTORY'],
      entries: [{ sampathPiyasaId: BORELLA }, { sampathPiyasaId: KIRULAPONE }],
    });
    api.restore();
  });

  it('offers one period for every centre: typed once, sent for each', async () => {
    const bodies: unknown[] = [];
    const api = serve((body) => (bodies.push(body), { status: 201, data: { entries: [] } }));
    await openDetails();
    click(screen.getByTestId('same-period'));
    const shared = await screen.findByTestId('shared-period');
    expect(within(screen.getByTestId(`centre-entry-${BORELLA}`)).queryByLabelText('Range')).not.toBeInTheDocument();
    click(within(shared).getByLabelText('Range'));
    await waitFor(() => field('period_startDate'));
    enterDate('period_startDate', '2026-10-01');
    enterDate('period_endDate', '2026-10-31');
    for (const [centre, collected] of [
      [BORELLA, '310'],
      [KIRULAPONE, '155'],
    ]) {
      const card = screen.getByTestId(`centre-entry-${centre}`);
      click(within(card).getByLabelText('Brought by the public'));
      click(within(card).getByLabelText('PET (hard)'));
      await waitFor(() => field(`entries_${centre}_quantities_PET_HARD_collectedKg`));
      fireEvent.change(field(`entries_${centre}_quantities_PET_HARD_collectedKg`), { target: { value: collected } });
    }
    click(screen.getByText('Review', { selector: 'button span' }));
    const review = await screen.findByTestId('centre-waste-review');
    expect(within(review).getAllByText('2026-10-01 – 2026-10-31')).toHaveLength(2);
    await submitWhenReady();
    click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' })).at(-1) as HTMLElement);
    await screen.findByTestId('centre-waste-saved');
    expect(bodies[0]).toMatchObject({
      entries: [
        { sampathPiyasaId: BORELLA, frequencyType: 'RANGE', startDate: '2026-10-01', endDate: '2026-10-31' },
        { sampathPiyasaId: KIRULAPONE, frequencyType: 'RANGE', startDate: '2026-10-01', endDate: '2026-10-31' },
      ],
    });
    api.restore();
  });

  it('groups the materials hard, soft and other, each with a hint, the forms seldom met after the usual ones', async () => {
    const api = serve();
    await openDetails();
    const card = screen.getByTestId(`centre-entry-${BORELLA}`);
    const hard = within(card).getByTestId('materials-HARD');
    expect(hard).toHaveTextContent('Hard plastics');
    expect(hard).toHaveTextContent('Rigid items that keep their shape');
    expect(within(hard).getByLabelText('PET (hard)')).toBeInTheDocument();
    const soft = within(card).getByTestId('materials-SOFT');
    expect(soft).toHaveTextContent('Flexible items that crumple');
    expect(within(within(soft).getByTestId('materials-SOFT-seldom')).getByLabelText('PET (soft)')).toBeInTheDocument();
    expect(within(within(card).getByTestId('materials-OTHER')).getByLabelText('Paper and cardboard')).toBeInTheDocument();
    api.restore();
  });

  it('ends on "Add more data" and "Back to centres", the saved centres linked above them; Add more starts again', async () => {
    const saved = [
      { id: 'e-1', sampathPiyasaId: BORELLA, centreName: 'Borella Centre' },
      { id: 'e-2', sampathPiyasaId: BORELLA, centreName: 'Borella Centre' },
    ];
    const api = serve(() => ({ status: 201, data: { entries: saved } }));
    await renderPage(<AddCentreWasteDataPage />, { path: '/sampath-piyasa/addData', route: `/sampath-piyasa/addData?centre=${BORELLA}` });
    expect(await screen.findByLabelText('Borella Centre (Borella)')).toBeChecked();
    click(screen.getByText('Next'));
    await waitFor(() => screen.getByTestId(`centre-entry-${BORELLA}`));
    expect(screen.queryByTestId('same-period')).not.toBeInTheDocument();
    await fillCentre(BORELLA, '310');
    click(screen.getByText('Review', { selector: 'button span' }));
    await submitWhenReady();
    click((await screen.findAllByText('Submit', { selector: '.ant-modal-confirm button span' })).at(-1) as HTMLElement);
    const done = await screen.findByTestId('centre-waste-saved');
    expect(within(done).getByRole('link', { name: 'Borella Centre' })).toHaveAttribute('href', `/sampath-piyasa/center/${BORELLA}`);
    expect(within(done).getAllByRole('link', { name: 'Borella Centre' })).toHaveLength(1);
    expect(within(done).getByRole('link', { name: 'Back to centres' })).toHaveAttribute('href', '/sampath-piyasa');
    click(within(done).getByText('Add more data'));
    expect(await screen.findByLabelText('Borella Centre (Borella)')).toBeChecked();
    expect(screen.queryByTestId('centre-waste-saved')).not.toBeInTheDocument();
    api.restore();
  });
});
