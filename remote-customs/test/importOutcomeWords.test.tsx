import { i18n } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { UploadCard } from '../src/features/customsData/components/UploadCard';
import { FILE_UPLOAD_JOB_KEY } from '../src/features/customsData/hooks/useUploadJob';
import { DataLogPage } from '../src/features/dataLog/components/DataLogPage';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

const JOB = '3f1d1c1e-0000-4000-8000-000000000002';
const ENGLISH = "This file is China's report of its trade (reporter 156), not Sri Lanka's: only Sri Lanka's customs files are imported.";
const refused = {
  status: 'FAILED',
  errorMessage: ENGLISH,
  errorCode: 'FOREIGN_REPORTER',
  errorParams: { reporter: 'China', code: '156' },
  fileName: 'china.csv',
  rowsDone: 0,
};
const notes = {
  setAside: { WORLD: 1, BREAKDOWN: 2 },
  netWeight: { UNKNOWN: 1, QUANTITY_KG: 1 },
  valueBasis: { CIF: 7 },
  classifications: ['H4', 'H5'],
};
const logRow = {
  fileName: 'china.csv',
  type: 'IMPORT',
  fileFormat: 'csv',
  sizeBytes: 100,
  rows: null,
  createdBy: { id: 'u-2', name: 'Nimal Perera' },
  createdAt: '2026-03-02T05:00:00.000Z',
  finishedAt: '2026-03-02T05:00:01.000Z',
  progress: null,
  withdrawal: null,
};
const log = [
  {
    ...logRow,
    id: 'job-1',
    status: 'FAILED',
    errorMessage: ENGLISH,
    errorCode: 'FOREIGN_REPORTER',
    errorParams: refused.errorParams,
    importNotes: null,
  },
  {
    ...logRow,
    id: 'job-2',
    fileName: 'api.csv',
    status: 'COMPLETED',
    rows: 7,
    errorMessage: null,
    errorCode: null,
    errorParams: null,
    importNotes: notes,
  },
];

afterEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

describe("an import's outcome in the user's language (issue 38)", () => {
  it.each([
    ['si', 'මෙම ගොනුව China රටේ වෙළඳාම', 'ලෝක එකතු පේළි 1ක් පසෙකට තබන ලදී', 'H5 (HS2017)'],
    ['ta', 'இந்தக் கோப்பு China நாட்டின் வர்த்தகம்', 'உலக மொத்த வரிசை 1 ஒதுக்கி வைக்கப்பட்டது', 'H5 (HS2017)'],
  ])(
    'the data log in %s words a refused foreign report and lists the notes of an imported file',
    async (language, refusal, world, version) => {
      const api = fakeApi((config) =>
        config.url === '/customs-log/search' ? { status: 200, data: { rows: log, total: 2 } } : { status: 404, data: {} },
      );
      await renderPage(<DataLogPage />, { path: '/data-log' });
      await i18n.changeLanguage(language);
      const error = await screen.findByTestId('upload-error');
      expect(error).toHaveTextContent(refusal);
      expect(error).not.toHaveTextContent("China's report");
      const listed = screen.getByTestId('import-notes');
      expect(listed).toHaveTextContent(world);
      expect(listed).toHaveTextContent(version);
      expect(listed.querySelectorAll('li')).toHaveLength(6);
      if (language === 'ta') expect(listed.textContent).not.toMatch(/வரி(கள்)?\s/);
      api.restore();
    },
  );

  it("a file refused by its lines: the card in Sinhala and the data log in Tamil word each line's problems, counted", async () => {
    const english =
      '2 lines have errors:\nLine 2: netWeightKg "lots" is not a number\nLine 3: month "13" must be a whole number from 1 to 12; repeats line 2 (same year, month, HS code and partner country)';
    const errorDetails = {
      lines: 2,
      problems: [
        { line: 2, code: 'NOT_A_NUMBER', params: { field: 'netWeightKg', value: 'lots' } },
        { line: 3, code: 'NOT_WHOLE_NUMBER', params: { field: 'month', value: '13', min: 1, max: 12 } },
        { line: 3, code: 'REPEATS', params: { first: 2 } },
      ],
    };
    window.localStorage.setItem(FILE_UPLOAD_JOB_KEY, JOB);
    let api = fakeApi(() => ({
      status: 200,
      data: { status: 'FAILED', errorMessage: english, errorDetails, fileName: 'bad.csv', rowsDone: 0 },
    }));
    const card = await renderPage(<UploadCard type="IMPORT" />);
    await i18n.changeLanguage('si');
    const error = await screen.findByTestId('upload-error');
    await waitFor(() => expect(error).toHaveTextContent('පේළි 2ක දෝෂ ඇත:'));
    expect(error).toHaveTextContent('පේළිය 2: netWeightKg "lots" අංකයක් නොවේ');
    expect(error).toHaveTextContent('පේළිය 3: month "13" 1 සිට 12 දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය; පේළිය 2 නැවත කියයි');
    expect(error).not.toHaveTextContent('is not a number');
    api.restore();
    card.unmount();

    const row = { ...log[0], errorMessage: english, errorCode: null, errorParams: null, errorDetails };
    api = fakeApi((config) =>
      config.url === '/customs-log/search' ? { status: 200, data: { rows: [row], total: 1 } } : { status: 404, data: {} },
    );
    await renderPage(<DataLogPage />, { path: '/data-log' });
    await i18n.changeLanguage('ta');
    const logged = await screen.findByTestId('upload-error');
    await waitFor(() => expect(logged).toHaveTextContent('வரிசை 2: netWeightKg "lots" ஓர் எண் அல்ல'));
    expect(logged).not.toHaveTextContent('Line 3');
    api.restore();
  });

  it('the upload card in Tamil words a FOREIGN_REPORTER refusal by the country, and in Sinhala the notes of a completed file', async () => {
    window.localStorage.setItem(FILE_UPLOAD_JOB_KEY, JOB);
    let api = fakeApi(() => ({ status: 200, data: refused }));
    const first = await renderPage(<UploadCard type="IMPORT" />);
    await i18n.changeLanguage('ta');
    const error = await screen.findByTestId('upload-error');
    expect(error).toHaveTextContent('இந்தக் கோப்பு China நாட்டின் வர்த்தகம் பற்றிய அந்நாட்டின் அறிக்கை (அறிக்கையிடுபவர் 156)');
    api.restore();
    first.unmount();

    window.localStorage.setItem(FILE_UPLOAD_JOB_KEY, JOB);
    api = fakeApi(() => ({
      status: 200,
      data: { status: 'COMPLETED', message: '7 lines imported', fileName: 'api.csv', rowsDone: 7, linesImported: 7, importNotes: notes },
    }));
    await renderPage(<UploadCard type="IMPORT" />);
    await i18n.changeLanguage('si');
    await waitFor(() => expect(screen.getByTestId('upload-job').getAttribute('data-state')).toBe('COMPLETED'));
    const listed = screen.getByTestId('import-notes');
    expect(listed).toHaveTextContent('බෙදීම් පේළි 2ක් පසෙකට තබන ලදී');
    expect(listed).toHaveTextContent('ශුද්ධ බරක් නැති පේළි 1ක්: ඒ වෙනුවට කිලෝග්‍රෑම්වලින් දී ඇති ප්‍රමාණය ගන්නා ලදී');
    expect(listed).toHaveTextContent('CIF වටිනාකමින් (USD) දක්වා ඇති පේළි 7ක්');
    api.restore();
  });
});
