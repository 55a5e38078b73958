// What the events page says when the API fails: each failure named, with what the person can do, and the rest
// of the page still working. The API's answers are replaced in the browser for these cases.
import type { Page } from '@playwright/test';
import { fulfillError, test, expect } from './fixtures';

// Chromium logs every failed request as a console error; these tests fail requests on purpose.
test.use({ allowConsoleErrors: [/Failed to load resource/] });

const EVENTS = '**/api/event/v1**';
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Chain events' }).locator('tbody tr:not(.details)');

test('a 400 names the parameter the API refused, and the filters still work', async ({ page }) => {
  await page.route(EVENTS, (route) => fulfillError(route, 400, 'Invalid parameter "pallet": unknown pallet'));
  await page.goto('/events?pallet=Nope');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The API refused a parameter');
  await expect(alert).toContainText('Invalid parameter "pallet": unknown pallet. Change that filter');
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.unroute(EVENTS);
  await page.getByRole('button', { name: 'Remove filter Pallet' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(rows(page)).toHaveCount(50);
});

for (const status of [401, 403]) {
  test(`a ${status} says the server's key is missing or rejected`, async ({ page }) => {
    await page.route(EVENTS, (route) => fulfillError(route, status, 'Invalid API key'));
    await page.goto('/events');
    await expect(page.getByRole('alert')).toContainText("The server's API key is missing or was rejected");
    await expect(page.getByRole('alert')).toContainText(`Invalid API key (HTTP ${status})`);
    await expect(page.getByLabel('Pallet', { exact: true })).toBeEditable();
  });
}

test('a 500 is retried once, then offers a retry that recovers', async ({ page }) => {
  let calls = 0;
  await page.route(EVENTS, (route) => {
    calls++;
    return fulfillError(route, 500, 'Internal server error');
  });
  await page.goto('/events');
  await expect(page.getByRole('alert')).toContainText('The API failed (HTTP 500)');
  expect(calls).toBe(2);
  await page.unroute(EVENTS);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByRole('alert')).toBeHidden();
});

test('an answer whose key field does not match the schema names the field', async ({ page }) => {
  await page.route(EVENTS, (route) =>
    route.fulfill({
      json: {
        pagination: {
          current_page: 1,
          per_page: 50,
          total_items: 1,
          total_pages: 1,
          next_page: null,
          prev_page: null,
        },
        data: [{ id: '1-0001', block_number: 'one' }],
      },
    }),
  );
  await page.goto('/events');
  await expect(page.getByRole('alert')).toContainText('The API answered in an unexpected shape');
  await expect(page.getByRole('alert')).toContainText('At data.0.block_number: Invalid input.');
});

test('a network failure says so and offers a retry', async ({ page }) => {
  await page.route(EVENTS, (route) => route.abort('internetdisconnected'));
  await page.goto('/events');
  await expect(page.getByRole('alert')).toContainText('The server could not be reached');
  await page.unroute(EVENTS);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(50);
});
