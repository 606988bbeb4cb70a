import { fakeApi, viewportMatching } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { ReturnDetailPage } from '../src/features/wasteData/components/ReturnDetailPage';
import { line, SAVED_RETURN } from './fixtures';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const path = '/wasteData/view/:id';
const route = `/wasteData/view/${SAVED_RETURN.id}`;

describe('/wasteData/view/:id, one return', () => {
  it('shows every line of the return, who entered it and the recycler', async () => {
    const api = fakeApi(() => ({
      status: 200,
      data: { ...SAVED_RETURN, intake: [line('SRC-CM', 'Collectors and middlemen', 1000)], output: [line('HPT-FLK', 'Flakes', 700)] },
    }));
    await renderPage(<ReturnDetailPage />, { path, route });
    const shown = await screen.findByTestId('recycler-return');
    expect(shown).toHaveTextContent('Lanka Green Polymers (Demo)');
    expect(shown).toHaveTextContent(/Collectors and middlemen\s*: 1,000 kg/);
    expect(shown).toHaveTextContent('Ruwan Silva');
    expect(api.calls[0].url).toBe(`/recycler/waste-data-detail/${SAVED_RETURN.id}`);
    api.restore();
  });

  // Issue 43's screenshot walk: side by side on a phone, the Tamil labels left the values a few letters wide.
  it.each([
    ['puts each label above its value on a phone', [], 0],
    ['keeps them side by side on a wider screen', ['(min-width: 576px)'], 1],
  ])('%s', async (_, queries, contentCellsInFirstRow) => {
    const undo = viewportMatching(...queries);
    const api = fakeApi(() => ({ status: 200, data: SAVED_RETURN }));
    try {
      await renderPage(<ReturnDetailPage />, { path, route });
      const firstRow = (await screen.findByTestId('return-descriptions')).querySelector('tr')!;
      expect(firstRow.querySelectorAll('.ant-descriptions-item-content')).toHaveLength(contentCellsInFirstRow);
    } finally {
      api.restore();
      undo();
    }
  });

  it("says the server's reason for a return it does not find, and offers no Retry", async () => {
    const api = fakeApi(() => ({ status: 404, data: { message: 'Return not found' } }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('return-error')).toHaveTextContent('Return not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    api.restore();
  });

  it('says a current return is counted and offers a correction, at its own address with the same scope', async () => {
    const api = fakeApi(() => ({ status: 200, data: SAVED_RETURN }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('return-status')).toHaveTextContent('Current');
    expect(screen.getByTestId('request-correction').closest('a')).toHaveAttribute('href', `/wasteData/correct/${SAVED_RETURN.id}`);
    expect(screen.queryByTestId('return-pending-correction')).not.toBeInTheDocument();
    api.restore();
  });

  it('says a superseded return counts nowhere and links its replacement; no correction of it is offered', async () => {
    const api = fakeApi(() => ({ status: 200, data: { ...SAVED_RETURN, status: 'SUPERSEDED', replacedBy: { id: 'rt-2' } } }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('return-status')).toHaveTextContent('Superseded');
    expect(screen.getByTestId('return-superseded')).toHaveTextContent('counted in no figure');
    expect(screen.getByTestId('return-replaced-by')).toHaveAttribute('href', '/wasteData/view/rt-2');
    expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
    api.restore();
  });

  it('says a voided return counts nowhere; no correction of it is offered', async () => {
    const api = fakeApi(() => ({ status: 200, data: { ...SAVED_RETURN, status: 'VOIDED' } }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('return-status')).toHaveTextContent('Voided');
    expect(screen.getByTestId('return-voided')).toBeInTheDocument();
    expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
    api.restore();
  });

  it('links a replacement to the return it replaces, and says a correction of it is waiting instead of offering another', async () => {
    const api = fakeApi(() => ({ status: 200, data: { ...SAVED_RETURN, replaces: { id: 'rt-0' }, pendingCorrection: { id: 'c-1' } } }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('return-replaces')).toHaveAttribute('href', '/wasteData/view/rt-0');
    expect(screen.getByTestId('return-status')).toHaveTextContent('Current');
    expect(screen.getByTestId('return-pending-correction')).toHaveTextContent('waiting for an administrator');
    expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
    api.restore();
  });

  it('shows the warnings acknowledged when the return was entered, in words', async () => {
    const acknowledgedWarnings = [{ field: 'intake', code: 'OUTSIDE_HISTORY', message: 'English', low: 100, high: 10_000 }];
    const api = fakeApi(() => ({ status: 200, data: { ...SAVED_RETURN, acknowledgedWarnings } }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('acknowledged-warnings')).toHaveTextContent(
      'Total intake of the month: expected between 100 and 10,000 kg in the month.',
    );
    api.restore();
  });
});
