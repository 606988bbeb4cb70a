import { fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { ReturnDetailPage } from '../src/features/wasteData/components/ReturnDetailPage';
import { SAVED_RETURN } from './fixtures';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const line = (id: string, name: string, kg: number) => ({ id, name, nameSi: null, nameTa: null, retired: false, kg });
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

  it("says the server's reason for a return it does not find, and offers no Retry", async () => {
    const api = fakeApi(() => ({ status: 404, data: { message: 'Return not found' } }));
    await renderPage(<ReturnDetailPage />, { path, route });
    expect(await screen.findByTestId('return-error')).toHaveTextContent('Return not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    api.restore();
  });
});
