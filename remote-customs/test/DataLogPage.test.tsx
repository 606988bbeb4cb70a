import { fakeApi } from '@waste/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataLogPage } from '../src/features/dataLog/components/DataLogPage';
import { renderPage } from './renderPage';

jest.setTimeout(60_000);

const ERROR = [
  '4 lines have errors:',
  'Line 2: quantity is not a number',
  'Line 5: unknown country XYZ',
  'Line 9: HS code 12 has fewer than 6 digits',
  'Line 11: value is negative',
].join('\n');

const upload = {
  id: 'job-1',
  fileName: 'exports-2026-03.csv',
  type: 'EXPORT',
  fileFormat: 'csv',
  sizeBytes: 100,
  rows: null,
  status: 'FAILED',
  errorMessage: ERROR,
  createdBy: { id: 'u-2', name: 'Nimal Perera' },
  createdAt: '2026-03-02T05:00:00.000Z',
  finishedAt: '2026-03-02T05:00:01.000Z',
};

describe('/data-log', () => {
  it('asks for the newest first, and shows the whole error past its colon, the rest on request', async () => {
    const api = fakeApi((config) =>
      config.url === '/customs-log/search' ? { status: 200, data: { rows: [upload], total: 1 } } : { status: 404, data: {} },
    );
    await renderPage(<DataLogPage />, { path: '/data-log' });
    const error = await screen.findByTestId('upload-error');
    expect(JSON.parse(String(api.calls.find((call) => call.url === '/customs-log/search')?.data))).toMatchObject({ pageSort: 'DESC' });
    expect(error).toHaveTextContent('4 lines have errors: Line 2: quantity is not a number Line 5: unknown country XYZ');
    expect(error).not.toHaveTextContent('Line 11');
    await userEvent.click(within(error).getByRole('button', { name: 'Show the whole message (2 more lines)' }));
    expect(error).toHaveTextContent('Line 11: value is negative');
    api.restore();
  });
});
