// The overview's search box sends what a person pastes to the page it belongs to.
import { expect, test } from './fixtures';

test('routes a block number to its events', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search').fill('9518372');
  await expect(page.getByRole('link', { name: 'Events of block 9518372' })).toBeVisible();
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(/\/events\?block_number=9518372$/);
  await expect(page.getByRole('table', { name: 'Chain events' }).locator('tbody tr')).toHaveCount(9);
});

test('offers both readings of an id, and the account of an address', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search').fill('9518372-0002');
  await expect(page.getByRole('link', { name: 'Events of extrinsic 9518372-0002' })).toBeVisible();
  await page.getByRole('link', { name: 'Event 9518372-0002' }).click();
  await expect(page).toHaveURL(/\/events\?id=9518372-0002$/);

  await page.goto('/');
  await page.getByLabel('Search').fill('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL('/accounts/5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
});

test('says when there is nothing to look up', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search').fill('hello');
  await expect(page.getByText('Nothing to look up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go' })).toBeDisabled();
});
