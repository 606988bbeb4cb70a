import type { LoggedUser } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CorrectReturnPage } from '../src/features/wasteData/components/CorrectReturnPage';
import { line, MASTER_DATA, SAVED_RETURN } from './fixtures';
import { actingSuperAdmin, renderPage } from './renderPage';

type Reply = { status: number; data?: unknown };

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);

const CURRENT = {
  ...SAVED_RETURN,
  intake: [line('SRC-LA', 'Local authority collection', 600), line('SRC-CM', 'Collectors and middlemen', 400)],
  output: [line('HPT-FLK', 'Flakes', 500), line('HPT-PEL', 'Pellets/granules', 200)],
  rejected: [line('RJD-SLF', 'Sanitary landfill', 150)],
};
const path = '/wasteData/correct/:id';
const route = `/wasteData/correct/${CURRENT.id}`;

function serve(send?: (body: unknown, url: string) => Reply, current: object = CURRENT, check?: (body: unknown) => Reply) {
  return fakeApi((config) => {
    if (config.url === '/recycler/plausibility') return check?.(JSON.parse(String(config.data))) ?? { status: 200, data: { warnings: [] } };
    if (config.url === `/recycler/waste-data-detail/${CURRENT.id}`) return { status: 200, data: current };
    if (config.url === '/recycler/master-data') return { status: 200, data: MASTER_DATA };
    if (config.url === '/recycler/waste-corrections') {
      const url = `${config.url}?${new URLSearchParams(config.params as Record<string, string>)}`;
      return send?.(JSON.parse(String(config.data)), url) ?? { status: 201, data: { id: 'c-1' } };
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

/** The wizard opened on the return, the action chosen and the reason typed, then Next. */
async function choose(action: 'Void the return' | 'Replace it with corrected figures', signedIn?: LoggedUser) {
  const user = userEvent.setup({ delay: null });
  await renderPage(<CorrectReturnPage />, { path, route, user: signedIn });
  await user.click(await screen.findByLabelText(action));
  enter('reason', 'Typed 6,000 kg for 600 kg');
  await user.click(screen.getByTestId('correction-next'));
  return user;
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('submit-correction'));
  await user.click(within(await screen.findByRole('dialog')).getByText('Submit'));
}

describe('/wasteData/correct/:id, a correction of a return', () => {
  it('asks what to do and why before anything else', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await renderPage(<CorrectReturnPage />, { path, route });
    await screen.findByLabelText('Void the return');
    await user.click(screen.getByTestId('correction-next'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByTestId('correction-review')).not.toBeInTheDocument();
    api.restore();
  });

  it('sends a void with its reason, a super admin naming the recycler it acts as, and says it went to the administrator', async () => {
    const bodies: unknown[] = [];
    const urls: string[] = [];
    const api = serve((body, url) => (bodies.push(body), urls.push(url), { status: 201, data: { id: 'c-1' } }));
    const user = await choose('Void the return', actingSuperAdmin);
    const review = await screen.findByTestId('correction-review');
    expect(review).toHaveTextContent('Void the return');
    expect(screen.getByTestId('correction-current')).toHaveTextContent(/Collectors and middlemen\s*: 400 kg/);
    await submit(user);
    expect(await screen.findByTestId('correction-sent')).toHaveTextContent('Correction sent to the administrator');
    expect(bodies).toEqual([{ recordId: CURRENT.id, reason: 'Typed 6,000 kg for 600 kg', void: true }]);
    expect(urls).toEqual(['/recycler/waste-corrections?recyclerId=RC-DEMO-01']);
    api.restore();
  });

  it('starts the replacement from the return, shows it beside the one proposed with its balance, and sends the replacement', async () => {
    const bodies: unknown[] = [];
    const api = serve((body) => (bodies.push(body), { status: 201, data: { id: 'c-1' } }));
    const user = await choose('Replace it with corrected figures');
    await waitFor(() => expect(field('plasticType')).toBeVisible());
    await user.click(screen.getByText('Next'));
    await waitFor(() => expect(field('openingStockKg')).toBeVisible());
    expect(field('intake_SRC-LA')).toHaveValue('600');
    enter('intake_SRC-LA', '700');
    expect(await screen.findByTestId('balance-gap')).toHaveTextContent('the gap is 100 kg');
    enter('closingStockKg', '350');
    expect(await screen.findByTestId('balance-summary')).toHaveTextContent('The return balances');
    await user.click(screen.getByTestId('review-correction'));
    expect(await screen.findByTestId('correction-current')).toHaveTextContent(/Local authority collection\s*: 600 kg/);
    const proposed = screen.getByTestId('correction-proposed');
    expect(proposed).toHaveTextContent(/Local authority collection\s*: 700 kg/);
    expect(within(proposed).getByTestId('balance-summary')).toBeInTheDocument();
    await submit(user);
    await screen.findByTestId('correction-sent');
    expect(bodies).toEqual([
      {
        recordId: CURRENT.id,
        reason: 'Typed 6,000 kg for 600 kg',
        replacement: {
          month: '2025-03',
          plasticType: 'HARD',
          openingStockKg: 100,
          closingStockKg: 350,
          intake: [
            { sourceId: 'SRC-LA', kg: 700 },
            { sourceId: 'SRC-CM', kg: 400 },
          ],
          output: [
            { productTypeId: 'HPT-FLK', kg: 500 },
            { productTypeId: 'HPT-PEL', kg: 200 },
          ],
          rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
        },
      },
    ]);
    api.restore();
  });

  it.each([
    ['CORRECTION_PENDING', 'A correction of this return is already waiting for an administrator.'],
    ['RECORD_NOT_CURRENT', 'This return was already voided or replaced by a correction'],
    ['DUPLICATE_RETURN', 'You already have a return for this month and plastic type'],
  ])('says a 409 %s in the words of the page, and keeps the request', async (code, words) => {
    const api = serve(() => ({ status: 409, data: { code, message: 'English words of the server' } }));
    const user = await choose('Void the return');
    await screen.findByTestId('correction-review');
    await submit(user);
    expect(await screen.findByTestId('save-error')).toHaveTextContent(words);
    expect(screen.getByTestId('correction-review-reason')).toHaveTextContent('Typed 6,000 kg for 600 kg');
    api.restore();
  });

  it('offers no correction of a return already waiting for one', async () => {
    const api = serve(undefined, { ...CURRENT, pendingCorrection: { id: 'c-0' } });
    await renderPage(<CorrectReturnPage />, { path, route });
    expect(await screen.findByTestId('correction-unavailable')).toHaveTextContent('already waiting for an administrator');
    expect(screen.queryByTestId('correction-form')).not.toBeInTheDocument();
    api.restore();
  });

  it("checks the replacement's totals as a save of it, warns on the step, and sends the confirmed codes with the replacement", async () => {
    const warning = { field: 'intake', code: 'OUTSIDE_HISTORY', message: 'English', low: 100, high: 10_000 };
    const checked: unknown[] = [];
    const bodies: { replacement: { acknowledgedWarnings?: string[] } }[] = [];
    const api = serve(
      (body) => (bodies.push(body as (typeof bodies)[number]), { status: 201, data: { id: 'c-1' } }),
      CURRENT,
      (body) => (checked.push(body), { status: 200, data: { warnings: [warning] } }),
    );
    const user = await choose('Replace it with corrected figures');
    await waitFor(() => expect(field('plasticType')).toBeVisible());
    await user.click(screen.getByText('Next'));
    await waitFor(() => expect(field('openingStockKg')).toBeVisible());
    await user.click(screen.getByTestId('review-correction'));
    expect(await screen.findByTestId('plausibility-on-step')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('intake-section')).getByText('Expected between 100 and 10,000 kg in the month', { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('review-correction'));
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent(
      'Total intake of the month: expected between 100 and 10,000 kg in the month.',
    );
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await submit(user);
    await screen.findByTestId('correction-sent');
    expect(checked[0]).toMatchObject({
      month: '2025-03',
      plasticType: 'HARD',
      intake: [
        { sourceId: 'SRC-LA', kg: 600 },
        { sourceId: 'SRC-CM', kg: 400 },
      ],
    });
    expect(bodies[0].replacement.acknowledgedWarnings).toEqual(['OUTSIDE_HISTORY']);
    api.restore();
  });

  it('shows the warnings of a 422 of the replacement on the review, to confirm and send again', async () => {
    const warning = { field: 'replacement.rejected', code: 'OUTSIDE_HISTORY', message: 'English', low: 1, high: 20 };
    const bodies: { replacement: { acknowledgedWarnings?: string[] } }[] = [];
    const api = serve((body) => {
      bodies.push(body as (typeof bodies)[number]);
      return bodies.length === 1
        ? { status: 422, data: { code: 'IMPLAUSIBLE_QUANTITY', message: 'English', warnings: [warning] } }
        : { status: 201, data: { id: 'c-1' } };
    });
    const user = await choose('Replace it with corrected figures');
    await waitFor(() => expect(field('plasticType')).toBeVisible());
    await user.click(screen.getByText('Next'));
    await waitFor(() => expect(field('openingStockKg')).toBeVisible());
    await user.click(screen.getByTestId('review-correction'));
    await screen.findByTestId('correction-review');
    await submit(user);
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent(
      'Total rejected in the month: expected between 1 and 20 kg in the month.',
    );
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await submit(user);
    await screen.findByTestId('correction-sent');
    expect(bodies.map((body) => body.replacement.acknowledgedWarnings)).toEqual([undefined, ['OUTSIDE_HISTORY']]);
    api.restore();
  });
});
