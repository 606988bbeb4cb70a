import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

/**
 * Issue 36 points 3 and 4: the admin dashboard shows SDG 11.6.1 for the nation and its provinces with the published
 * figures beside it, and downloads the national report as PDF and XLSX in the page's language, holding the
 * figures the screen shows.
 */
test.describe.configure({ timeout: 180_000 });

const card = (page: Page) => page.getByTestId('national-report');

async function download(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const file = page.waitForEvent('download', { timeout: 120_000 });
  await card(page).getByTestId(button).click();
  const done = await file;
  return { name: done.suggestedFilename(), body: readFileSync(await done.path()) };
}

test('an admin reads SDG 11.6.1 beside the published figures and downloads the report as PDF and XLSX', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await expect(card(page)).toBeVisible();
  const table = page.getByTestId('national-sdg');
  // Nine provinces and the nation.
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(10, { timeout: 60_000 });
  const nationRow = table.locator('tbody tr.ant-table-row').last();
  await expect(nationRow).toContainText('Sri Lanka');
  const published = page.getByTestId('national-published');
  await expect(published).toContainText('2,631,650.0');
  await expect(published).toContainText('1,591,179.0');
  await expect(published).toContainText('9,654.0');

  const pdf = await download(page, 'national-report-pdf');
  expect(pdf.name).toMatch(/^national-report-\d{4}-en\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const xlsx = await download(page, 'national-report-xlsx');
  expect(xlsx.name).toMatch(/^national-report-\d{4}-en\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.body as unknown as ExcelJS.Buffer);
  const districts = workbook.getWorksheet('sdg-districts')!;
  const rows = districts.getSheetValues().filter(Boolean) as unknown[][];
  const nation = rows.at(-1)!;
  expect(nation[1]).toBe('Sri Lanka');
  // The screen's MSW generated for the nation is the workbook's, as the screen rounds it.
  const generated = Number(nation[2]).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  await expect(nationRow).toContainText(generated);

  // In Tamil the file is the Tamil report.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ta'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const tamil = await download(page, 'national-report-xlsx');
  expect(tamil.name).toMatch(/-ta\.xlsx$/);
  const tamilBook = new ExcelJS.Workbook();
  await tamilBook.xlsx.load(tamil.body as unknown as ExcelJS.Buffer);
  expect(String(tamilBook.getWorksheet('summary')!.getCell('A1').value)).toBe('தேசிய பிளாஸ்டிக் ஓட்டங்கள்');
});
