import type { LoggedUser } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { WasteDataViewPage } from '../src/features/wasteData/components/WasteDataViewPage';
import { wasteRecordView } from './fixtures';
import { impersonatingSuperAdmin, renderPage } from './renderPage';

const RECORD = wasteRecordView();
const openRecord = (user?: LoggedUser) =>
  renderPage(<WasteDataViewPage />, { path: '/wasteData/view/:id', route: `/wasteData/view/${RECORD.id}`, user });

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
    const api = fakeApi(() => ({ status: 404, data: { message: 'Waste data not found', code: 'NOT_FOUND', reason: 'WASTE_DATA' } }));
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

  describe('where the record stands', () => {
    it('says a current record is current and offers to request a correction of it', async () => {
      const api = fakeApi(() => ({ status: 200, data: RECORD }));
      await openRecord();
      expect(await screen.findByTestId('record-status')).toHaveTextContent('Current');
      expect(screen.getByTestId('request-correction').closest('a')).toHaveAttribute('href', `/wasteData/correct/${RECORD.id}`);
      expect(screen.queryByTestId('record-retired')).not.toBeInTheDocument();
      api.restore();
    });

    it('offers it to a super admin acting as the authority too', async () => {
      const api = fakeApi(() => ({ status: 200, data: RECORD }));
      await openRecord(impersonatingSuperAdmin);
      expect(await screen.findByTestId('request-correction')).toBeInTheDocument();
      expect(api.calls[0].params).toEqual({ localAuthorityId: 'LG-11001' });
      api.restore();
    });

    it('says a voided record counts nowhere, and offers no correction of it', async () => {
      const api = fakeApi(() => ({ status: 200, data: { ...RECORD, status: 'VOIDED' } }));
      await openRecord();
      expect(await screen.findByTestId('record-status')).toHaveTextContent('Voided');
      expect(screen.getByTestId('record-retired')).toHaveTextContent('This record was voided by an approved correction');
      expect(screen.getByTestId('record-retired')).toHaveTextContent('counted in no figure');
      expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
      api.restore();
    });

    it('links a superseded record to its replacement, and offers no correction of it', async () => {
      const replacement = { id: '9c1d', wasteId: 'WD-LG-11001-000001-R1' };
      const api = fakeApi(() => ({ status: 200, data: { ...RECORD, status: 'SUPERSEDED', replacedBy: replacement } }));
      await openRecord();
      expect(await screen.findByTestId('record-status')).toHaveTextContent('Superseded');
      expect(screen.getByTestId('replaced-by-link')).toHaveAttribute('href', '/wasteData/view/9c1d');
      expect(screen.getByTestId('replaced-by-link')).toHaveTextContent('WD-LG-11001-000001-R1');
      expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
      api.restore();
    });

    it('links a replacement to the record it replaces', async () => {
      const api = fakeApi(() => ({ status: 200, data: { ...RECORD, replaces: { id: 'a0', wasteId: 'WD-LG-11001-000001' } } }));
      await openRecord();
      expect(await screen.findByTestId('replaces-link')).toHaveAttribute('href', '/wasteData/view/a0');
      expect(screen.getByTestId('record-status')).toHaveTextContent('Current');
      api.restore();
    });

    it('says a correction is waiting, and offers no second one', async () => {
      const api = fakeApi(() => ({ status: 200, data: { ...RECORD, pendingCorrection: { id: 'c-1' } } }));
      await openRecord();
      expect(await screen.findByTestId('pending-correction')).toHaveTextContent("waiting for the administrator's approval");
      expect(screen.queryByTestId('request-correction')).not.toBeInTheDocument();
      api.restore();
    });
  });

  it('shows the warnings acknowledged when the record was entered, in the unit it was typed in', async () => {
    const warning = { field: 'collectedQuantity', code: 'OUTSIDE_HISTORY', message: 'Outside', low: 1.2, high: 120 };
    const api = fakeApi(() => ({ status: 200, data: { ...RECORD, quantityUnit: 'MT_TOTAL', acknowledgedWarnings: [warning] } }));
    await openRecord();
    const acknowledged = await screen.findByTestId('acknowledged-warnings');
    expect(acknowledged).toHaveTextContent('Entered although outside the expected range');
    expect(acknowledged).toHaveTextContent('Collected quantity: expected between 1.2 and 120 tonnes over the whole period');
    api.restore();
  });
});
