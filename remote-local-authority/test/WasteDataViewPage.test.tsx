import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { WasteDataViewPage } from '../src/features/wasteData/components/WasteDataViewPage';
import { FORM_OPTIONS, wasteRecord } from './fixtures';
import { renderPage } from './renderPage';

const RECORD = { ...wasteRecord(), localAuthority: FORM_OPTIONS.localAuthority };
const openRecord = () => renderPage(<WasteDataViewPage />, { path: '/wasteData/view/:id', route: `/wasteData/view/${RECORD.id}` });

describe('one waste record (/wasteData/view/{id})', () => {
  it('shows every field, who entered it and its quantities in kg', async () => {
    const api = fakeApi(() => ({ status: 200, data: RECORD }));
    await openRecord();
    const record = await screen.findByTestId('waste-record');
    expect(screen.getByRole('heading', { name: /WD-LG-11001-000001/ })).toBeInTheDocument();
    expect(within(record).getByRole('link', { name: 'Colombo MC' })).toHaveAttribute('href', '/wasteData/la-view/LG-11001');
    expect(record).toHaveTextContent('Fathima Rizwan');
    expect(record).toHaveTextContent('PET bottles');
    expect(record).toHaveTextContent('Kerawalapitiya');
    expect(within(screen.getByTestId('normalised-quantities')).getByText(/12,500/)).toBeInTheDocument();
    expect(api.calls[0].url).toBe(`/local-authority/waste-view/${RECORD.id}`);
    api.restore();
  });

  it('shows kg worked out over a period without false precision: one decimal at most, none from 100 kg', async () => {
    const record = {
      ...RECORD,
      frequencyType: 'RANGE',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      days: 31,
      normalisedKg: { collected: 1_250_000, recovered: 0, rejected: 0, discarded: 0, recycled: 2_000 },
      kgPerDay: { collected: 40_322.581, recovered: 0, rejected: 0, discarded: 0, recycled: 64.516 },
    };
    const api = fakeApi(() => ({ status: 200, data: record }));
    await openRecord();
    const quantities = await screen.findByTestId('normalised-quantities');
    expect(quantities).toHaveTextContent('1,250,000 kg in all, 40,323 kg a day');
    expect(quantities).toHaveTextContent('2,000 kg in all, 64.5 kg a day');
    expect(quantities).not.toHaveTextContent('40,322.581');
    api.restore();
  });

  it("says 'Waste data not found' without a retry when the server has no such record", async () => {
    const api = fakeApi(() => ({ status: 404, data: { message: 'Waste data not found', code: 'NOT_FOUND' } }));
    await openRecord();
    const error = await screen.findByTestId('waste-record-error');
    expect(error).toHaveTextContent('Waste data not found');
    expect(within(error).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    api.restore();
  });

  it("says 'Error loading waste data' when the call fails, and loads again on Retry", async () => {
    let calls = 0;
    const api = fakeApi(() => (++calls === 1 ? { status: 500, data: {} } : { status: 200, data: RECORD }));
    await openRecord();
    const error = await screen.findByTestId('waste-record-error');
    expect(error).toHaveTextContent('Error loading waste data');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('waste-record')).toBeInTheDocument();
    api.restore();
  });
});
