import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// Issue 38: a file imported into the wrong flow is withdrawn with a reason; its lines leave the lines list and
// the data log keeps it as Withdrawn, with who, when and why.

const RUN = Date.now();
const FILE_NAME = `withdraw-e2e-${RUN}.csv`;
const CODE = '39232190';
const CSV = [
  'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency',
  `2019,1,${CODE},Sacks of polyethylene (withdraw ${RUN}),CHN,10,kg,1250,3000,USD`,
  `2019,2,${CODE},Sacks of polyethylene (withdraw ${RUN}),IND,10,kg,750,2000,USD`,
].join('\n');
const REASON = `Imported as Import, but these are exports (${RUN})`;

test('customs uploads a file, sees its progress, withdraws it with a reason: its lines are gone and the log says Withdrawn', async ({
  page,
}) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await page.goto('/import');
  // Status answers held a moment so that the card's progress is seen before the small file is done.
  let holdStatus = true;
  await page.route('**/api/v1/customs/status/*', (route) => (holdStatus ? undefined : route.continue()));
  await page.locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByTestId('upload-job')).toHaveAttribute('data-state', 'PENDING');
  await expect(page.getByText('Upload started successfully...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Import of ${FILE_NAME}` })).toBeVisible();
  holdStatus = false;
  await page.reload();
  await expect(page.getByTestId('upload-job')).toHaveAttribute('data-state', 'COMPLETED', { timeout: 45_000 });
  await expect(page.getByTestId('upload-job')).toContainText('2 lines imported');

  await page.goto(`/import?code=${CODE}`);
  const lines = page.getByTestId('customs-lines-table');
  await expect(lines.getByRole('row').filter({ hasText: `withdraw ${RUN}` })).toHaveCount(2);

  // The data log's Withdraw: the dialog says what it does and asks why.
  await page.goto('/data-log');
  const row = page.getByTestId('data-log-table').getByRole('row').filter({ hasText: FILE_NAME });
  await expect(row).toContainText('Completed');
  await row.getByTestId('withdraw').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('withdraw-explain')).toContainText('2 lines leave every search, chart, statistic and download');
  await dialog.getByTestId('withdraw-ok').click();
  await expect(dialog).toContainText('Enter the reason for withdrawing the file.');
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByTestId('withdraw-ok').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByTestId('withdrawal')).toContainText(REASON);
  await expect(row.getByTestId('withdraw')).toHaveCount(0);

  await page.goto(`/import?code=${CODE}`);
  await expect(page.getByTestId('customs-lines-table')).toBeVisible();
  await expect(
    page
      .getByTestId('customs-lines-table')
      .getByRole('row')
      .filter({ hasText: `withdraw ${RUN}` }),
  ).toHaveCount(0);
});
