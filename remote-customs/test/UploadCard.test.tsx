import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UploadCard } from '../src/features/customsData/components/UploadCard';
import { FILE_UPLOAD_JOB_KEY } from '../src/features/customsData/hooks/useUploadJob';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const JOB = '3f1d1c1e-0000-4000-8000-000000000001';
const jobState = () => screen.getByTestId('upload-job').getAttribute('data-state');

function chooseFile(name = 'imports.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['year,month\n'], name, { type: 'text/csv' })] } });
}

afterEach(() => window.localStorage.clear());

describe('the customs upload job (spec section 4)', () => {
  it.each([
    ['IMPORT', 'import'],
    ['EXPORT', 'export'],
  ] as const)('opens with what a file must be, as the %s page’s route says, before the choice of a file', async (type, path) => {
    await renderPage(<UploadCard type={type} />);
    const card = screen.getByTestId('upload-card');
    expectOpensWithRouteIntro(card, path, { routes, english });
    const order = (text: string) => card.textContent!.indexOf(text);
    const [template, comtrade] = screen.getAllByTestId('upload-columns');
    const names = (columns: Element) => [...columns.children].map((name) => name.textContent).join(',');
    expect(names(template)).toBe('year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency');
    expect(names(comtrade)).toMatch(/^refYear,refMonth,flowCode,.*,primaryValue$/);
    expect(order('hsCode')).toBeGreaterThan(order(english['upload.columns']));
    expect(order('refYear')).toBeGreaterThan(order(english['upload.comtrade']));
    expect(order(english['upload.choose'])).toBeGreaterThan(order('primaryValue'));
  });

  it('uploads, keeps the job id in local storage while PENDING, and clears it when COMPLETED', async () => {
    // The job stays PENDING until the test has seen it so: on a loaded machine two polls can pass before
    // the first look.
    let finished = false;
    const api = fakeApi((config) => {
      if (config.url === '/customs/upload') return { status: 202, data: { jobId: JOB } };
      return {
        status: 200,
        data: !finished
          ? { status: 'PENDING', message: '2,000 rows read', fileName: 'imports.csv', rowsDone: 2000 }
          : { status: 'COMPLETED', message: '3 lines imported', fileName: 'imports.csv', linesImported: 3 },
      };
    });
    await renderPage(<UploadCard type="IMPORT" />);
    chooseFile();
    expect(await screen.findByText('Upload started successfully...')).toBeInTheDocument();
    await waitFor(() => expect(jobState()).toBe('PENDING'));
    expect(window.localStorage.getItem(FILE_UPLOAD_JOB_KEY)).toBe(JOB);
    expect(api.calls[0].params).toEqual({ type: 'IMPORT' });
    finished = true;
    await waitFor(() => expect(jobState()).toBe('COMPLETED'), { timeout: 10_000 });
    expect(screen.getByText('3 lines imported')).toBeInTheDocument();
    expect(window.localStorage.getItem(FILE_UPLOAD_JOB_KEY)).toBeNull();
    api.restore();
  });

  it('follows a job already in local storage after a reload, and keeps the error of a FAILED one on screen', async () => {
    window.localStorage.setItem(FILE_UPLOAD_JOB_KEY, JOB);
    const api = fakeApi((config) => {
      expect(config.url).toBe(`/customs/status/${JOB}`);
      return {
        status: 200,
        data: {
          status: 'FAILED',
          errorMessage: 'Line 2: partnerCountry "XYZ" is not an ISO 3166 alpha-3 country code',
          fileName: 'bad.csv',
        },
      };
    });
    await renderPage(<UploadCard type="IMPORT" />);
    expect(jobState()).toBe('PENDING');
    expect(await screen.findByText(/Line 2: partnerCountry "XYZ"/)).toBeInTheDocument();
    expect(jobState()).toBe('FAILED');
    expect(window.localStorage.getItem(FILE_UPLOAD_JOB_KEY)).toBeNull();
    api.restore();
  });

  it('marks a 400 FAILED with the server message on the card, without a toast beside it', async () => {
    const api = fakeApi(() => ({
      status: 400,
      data: { message: 'Only CSV and XLSX files are accepted', code: 'INVALID_FILE', reason: 'FORMAT' },
    }));
    await renderPage(<UploadCard type="EXPORT" />);
    chooseFile('notes.pdf');
    await waitFor(() => expect(jobState()).toBe('FAILED'));
    expect(screen.getAllByText('Only CSV and XLSX files are accepted.')).toHaveLength(1);
    expect(screen.queryByText('Upload started successfully...')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FILE_UPLOAD_JOB_KEY)).toBeNull();
    api.restore();
  });

  it("says 'Upload failed' when the server sends no message, and the job stays unstarted", async () => {
    const api = fakeApi(() => ({ status: 500 }));
    await renderPage(<UploadCard type="IMPORT" />);
    chooseFile();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(jobState()).toBe('IDLE');
    api.restore();
  });

  it("toasts 'Status check failed', keeps the job id, and checks again on demand", async () => {
    window.localStorage.setItem(FILE_UPLOAD_JOB_KEY, JOB);
    let fail = true;
    const api = fakeApi(() =>
      fail ? { status: 503 } : { status: 200, data: { status: 'COMPLETED', message: '1 lines imported', linesImported: 1 } },
    );
    await renderPage(<UploadCard type="IMPORT" />);
    expect(await screen.findByText('Status check failed')).toBeInTheDocument();
    expect(window.localStorage.getItem(FILE_UPLOAD_JOB_KEY)).toBe(JOB);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(jobState()).toBe('COMPLETED'));
    // The count in words with its plural rule, not the server's English "1 lines imported".
    expect(screen.getByText('1 line imported')).toBeInTheDocument();
    api.restore();
  });

  it('shows a running import as a bar with its percentage and the lines read, then the lines imported', async () => {
    let finished = false;
    const api = fakeApi((config) => {
      if (config.url === '/customs/upload') return { status: 202, data: { jobId: JOB } };
      return {
        status: 200,
        data: finished
          ? {
              status: 'COMPLETED',
              fileName: 'big.csv',
              rowsDone: 1000000,
              linesImported: 1000000,
              progress: { percent: 100, linesRead: 1000000 },
            }
          : { status: 'PENDING', fileName: 'big.csv', rowsDone: 420000, progress: { percent: 42, linesRead: 420000 } },
      };
    });
    await renderPage(<UploadCard type="IMPORT" />);
    chooseFile('big.csv');
    const bar = await screen.findByRole('progressbar', { name: 'Import of big.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByTestId('import-progress')).toHaveTextContent('42%');
    expect(screen.getByText('420,000 lines read')).toBeInTheDocument();
    expect(screen.getByText('Upload started successfully...')).toBeInTheDocument();
    finished = true;
    await waitFor(() => expect(jobState()).toBe('COMPLETED'), { timeout: 10_000 });
    expect(screen.queryByTestId('import-progress')).not.toBeInTheDocument();
    expect(screen.queryByText('Upload started successfully...')).not.toBeInTheDocument();
    expect(screen.getByText('1,000,000 lines imported')).toBeInTheDocument();
    api.restore();
  });

  it('explains a duplicate file on the card with a link to the earlier upload, not a toast with its id', async () => {
    const EARLIER = '3f1d1c1e-0000-4000-8000-000000000002';
    const api = fakeApi(() => ({
      status: 409,
      data: {
        message: `This file was already uploaded as job ${EARLIER} (imports-2024.csv, COMPLETED)`,
        code: 'DUPLICATE_FILE',
        params: { fileName: 'imports-2024.csv' },
        details: { jobId: EARLIER },
      },
    }));
    await renderPage(<UploadCard type="IMPORT" />);
    chooseFile('imports-again.csv');
    const card = await screen.findByTestId('upload-duplicate');
    expect(jobState()).toBe('DUPLICATE');
    expect(card).toHaveTextContent('imports-again.csv was already uploaded');
    expect(card).toHaveTextContent('uploaded before as imports-2024.csv');
    expect(screen.getByRole('link', { name: 'Open the earlier upload' })).toHaveAttribute('href', `/customs/data-log/view/${EARLIER}`);
    expect(screen.queryByText(new RegExp(EARLIER))).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FILE_UPLOAD_JOB_KEY)).toBeNull();
    api.restore();
  });
});
