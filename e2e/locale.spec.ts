// A German reader: numbers with German separators everywhere on the page, amounts typed the German way, and the
// URL in the API's own form, so that a link means the same to every reader.
import { expect, test } from './fixtures';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';

test.use({ locale: 'de-DE' });

test('a German reader sees German separators and types amounts as a German writes them', async ({ page }) => {
  await page.goto(`/accounts/${WHALE}`);
  const total = page.getByRole('region', { name: 'Latest balances' }).getByText('9.371.213,213431123 τ');
  await expect(total.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Balance history' }).getByRole('link').first()).toHaveText(
    '9.518.399',
  );

  await page.goto('/accounts');
  await page.getByLabel('Total from (τ)').fill('9.000.000,5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]balance_total_min=9000000500000000(&|$)/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    'Total from (τ): 9.000.000,5 τ',
  );
});
