import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

// One story: the file customs uploads is the one whose pending code gets a sector and whose lines the data
// log shows (one sign-in for all of it).

const RUN = Date.now();
const FILE_NAME = `imports-e2e-${RUN}.csv`;
const CSV = [
  'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency',
  `2024,1,392321,Polyethylene carrier bags ${RUN},CHN,1000,kg,12500,30000,USD`,
  '2024,2,39012000,HDPE granules (national line),IND,,kg,20000,41000,USD',
  '2024,3,392330,PET bottles,MYS,500,u,800,2000,USD',
].join('\n');

async function followJob(page: Page) {
  await expect(page.getByTestId('upload-job')).toHaveAttribute('data-state', 'COMPLETED', { timeout: 45_000 });
}

test('customs uploads a CSV, follows the job through a reload, assigns the pending code a sector, and finds the file in the data log', async ({
  page,
}) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await page.goto('/import');
  // The worker is woken the moment the job is queued and a three-line file is done within milliseconds, so
  // the page's status calls go unanswered until the reload, as on a slow link: the reload then really comes
  // while the page is following a job it has not seen finish. Held until the new document has replaced the
  // old one: an answer the old page still received before unloading would end its job there.
  let holdStatus = true;
  await page.route('**/api/v1/customs/status/*', (route) => (holdStatus ? undefined : route.continue()));
  await page.locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByText('Upload started successfully...').first()).toBeVisible();
  await expect(page.getByTestId('upload-job')).toHaveAttribute('data-state', 'PENDING');
  expect(await page.evaluate(() => window.localStorage.getItem('fileUploadJobId'))).toMatch(/^[0-9a-f-]{36}$/);

  // A reload keeps following the job by its id in local storage.
  await page.reload({ waitUntil: 'commit' });
  holdStatus = false;
  await followJob(page);
  expect(await page.evaluate(() => window.localStorage.getItem('fileUploadJobId'))).toBeNull();
  await expect(page.getByTestId('upload-job')).toContainText('3 lines imported');
  const lines = page.getByTestId('customs-lines-table');
  await expect(lines).toContainText('392321');
  await expect(lines).toContainText('39012000');
  await expect(lines.getByRole('row').filter({ hasText: '392321' })).toContainText('Packaging');

  // The pending code gets a sector, and its lines follow.
  await page.goto('/pending-hscodes');
  const table = page.getByTestId('pending-hs-codes-table');
  await expect(table).toContainText('390120');
  await page.getByTestId('assign-390120').click();
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await dialog.getByTestId('assign-sector-select').click();
    await page.locator('.ant-select-item-option[title="Agriculture"]').click({ timeout: 2_000 });
    await expect(dialog.getByTestId('assign-sector-select')).toContainText('Agriculture', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByTestId('assign-sector-ok').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table).not.toContainText('390120');

  await page.goto('/import?code=39012000');
  await expect(page.getByTestId('customs-lines-table').getByRole('row').filter({ hasText: '39012000' })).toContainText('Agriculture');

  // The data log lists the file, and its view the lines it brought.
  await page.goto('/data-log');
  const row = page.getByTestId('data-log-table').getByRole('row').filter({ hasText: FILE_NAME });
  await expect(row).toContainText('Completed');
  await row.getByRole('link', { name: FILE_NAME }).click();
  await expect(page).toHaveURL(/\/customs\/data-log\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('upload-descriptions')).toContainText(FILE_NAME);
  await expect(page.getByText('3 lines', { exact: true })).toBeVisible();
  await expect(page.getByTestId('data-log-lines-table')).toContainText('392330');
});

test('customs uploads a real XLSX workbook of exports and follows its job to COMPLETED', async ({ page }) => {
  // A workbook written by exceljs to a file, chosen in the file input as a user would.
  const folder = mkdtempSync(join(tmpdir(), 'customs-e2e-'));
  const path = join(folder, `exports-e2e-${RUN}.xlsx`);
  try {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('exports');
    sheet.addRow(CSV.split('\n')[0].split(','));
    sheet.addRow([2025, 4, '392410', `Melamine tableware ${RUN}`, 'THA', 10, 'u', 250, 900, 'USD']);
    sheet.addRow([2025, 5, '391590', 'Waste of other plastics', 'IND', '', 'kg', 4000, 350, 'USD']);
    await workbook.xlsx.writeFile(path);

    await signInToDashboard(page, DEMO_ACCOUNTS.customs);
    await page.goto('/export');
    await page.locator('input[type="file"]').setInputFiles(path);
    await followJob(page);
    await expect(page.getByTestId('upload-job')).toContainText('2 lines imported');
    expect(await page.evaluate(() => window.localStorage.getItem('fileUploadJobId'))).toBeNull();
    const lines = page.getByTestId('customs-lines-table');
    await expect(lines.getByRole('row').filter({ hasText: '392410' })).toContainText('Household, leisure and sports');
    await expect(lines).toContainText('391590');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
