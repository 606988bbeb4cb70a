import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from '../tests/helpers';
import { keepIssuedTokens } from './stack';

const RUN = Date.now();
const CSV = [
  'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency',
  `2024,1,392321,Polyethylene carrier bags ${RUN},CHN,1000,kg,12500,30000,USD`,
  '2024,3,392330,PET bottles,MYS,500,u,800,2000,USD',
].join('\n');

test('a customs file uploaded through nginx is imported by the separate worker process', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await keepIssuedTokens(page);
  await page.goto('/import');
  await page.locator('input[type="file"]').setInputFiles({ name: `prod-smoke-${RUN}.csv`, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByTestId('upload-job')).toHaveAttribute('data-state', 'COMPLETED', { timeout: 60_000 });
  await expect(page.getByTestId('upload-job')).toContainText('2 lines imported');
});
