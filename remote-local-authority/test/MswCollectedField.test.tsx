import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { WasteDataViewPage } from '../src/features/wasteData/components/WasteDataViewPage';
import { toWasteDataInput, type WasteDataFormValues } from '../src/features/wasteData/components/wasteDataFormValues';
import { wasteRecordView } from './fixtures';
import { renderPage } from './renderPage';

/** The optional total MSW collected (ADR 0213): sent only when typed, shown on the record in three languages. */
describe('the total municipal solid waste collected', () => {
  afterEach(() => {
    cleanup();
    // The first test renders nothing, so i18n may not be set up yet.
    return i18n.isInitialized ? i18n.changeLanguage('en') : undefined;
  });

  const values: WasteDataFormValues = {
    frequencyType: 'DAILY',
    entryDate: dayjs('2026-05-04'),
    plasticType: 'HARD',
    quantityUnit: 'MT_PER_DAY',
    collectedQuantity: 2,
    recoveredQuantity: 0,
    rejectedQuantity: 0,
    discardedQuantity: 0,
    recycledQuantityKg: 0,
  };

  it('is sent when typed and left out when empty', () => {
    expect(toWasteDataInput({ ...values, mswCollectedKg: 650_000 }).mswCollectedKg).toBe(650_000);
    expect(toWasteDataInput({ ...values, mswCollectedKg: null }).mswCollectedKg).toBeUndefined();
    expect(toWasteDataInput(values).mswCollectedKg).toBeUndefined();
  });

  it.each([
    ['en', 'Total municipal solid waste collected (kg, optional)'],
    ['si', 'එකතු කළ මුළු නාගරික ඝන අපද්‍රව්‍ය (කි.ග්‍රෑ., අත්‍යවශ්‍ය නොවේ)'],
    ['ta', 'சேகரிக்கப்பட்ட மொத்த நகராட்சி திடக்கழிவு (கி.கி., விருப்பத்தேர்வு)'],
  ])('in %s the record page shows it with its label', async (language, label) => {
    const record = wasteRecordView({ mswCollectedKg: 650_000 });
    const api = fakeApi(() => ({ status: 200, data: record }));
    await renderPage(<WasteDataViewPage />, { path: '/wasteData/view/:id', route: `/wasteData/view/${record.id}` });
    await i18n.changeLanguage(language);
    const value = await screen.findByTestId('value-mswCollectedKg');
    expect(value.textContent).toMatch(/650[,.\s\u00a0]?000/);
    expect(screen.getByText(label)).toBeInTheDocument();
    api.restore();
  });
});
