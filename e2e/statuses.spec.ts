// Statuses and bodies as the real service sends them: a 404 "not found" from any endpoint, error bodies that are
// `{}`, plain text or an HTML page, and enum parameters written in another case (its documentation writes the
// default network `Finney`). The API's answers are replaced in the browser where the demo API never sends them.
import type { Page, Route } from '@playwright/test';
import { cellOf, fulfillError, test, expect } from './fixtures';

const EVENTS = '**/api/event/v1**';
const rows = (page: Page, name: string) =>
  page.getByRole('table', { name }).locator('tbody tr:not(.details)');

test.describe('a 404', () => {
  // Chromium logs the 404 as a failed request.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('from the events endpoint is "nothing found": the empty states, not an error', async ({ page }) => {
    await page.route(EVENTS, (route) => fulfillError(route, 404, 'Not found'));
    await page.goto('/events');
    await expect(page.getByText('There are no events yet.')).toBeVisible();
    await page.goto('/events?pallet=Nope');
    await expect(page.getByText('No events match these filters.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.unroute(EVENTS);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(rows(page, 'Chain events')).toHaveCount(50);
  });
});

test.describe('an error body without a message', () => {
  // Chromium logs every failed request as a console error; these tests fail requests on purpose.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  /** Answers every events request with `status` and `body`, counting them. */
  async function failEvents(page: Page, status: number, body: string, contentType: string) {
    const calls = { count: 0 };
    await page.route(EVENTS, (route: Route) => {
      calls.count++;
      return route.fulfill({ status, body, contentType });
    });
    return calls;
  }

  test('`{}` says the status', async ({ page }) => {
    await page.clock.install();
    const calls = await failEvents(page, 500, '{}', 'application/json');
    await page.goto('/events');
    // A 5xx is asked once more after a second: the page's clock skips the wait.
    await expect.poll(() => calls.count).toBe(1);
    await page.clock.runFor(1_000);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The API failed (HTTP 500)');
    await expect(alert.locator('p')).toHaveText('HTTP 500 from the API. This is usually temporary.');
    expect(calls.count).toBe(2);
  });

  test('an HTML page says the status and shows no markup', async ({ page }) => {
    const html = '<!DOCTYPE html>\n<html><head><title>403 Forbidden</title></head><body>cf</body></html>';
    await failEvents(page, 403, html, 'text/html');
    await page.goto('/events');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("The server's API key is missing or was rejected");
    await expect(alert.locator('p')).toHaveText(
      'HTTP 403 from the API. Whoever runs this dashboard needs to set a valid TAOSTATS_API_KEY.',
    );
  });

  test('a gateway page in HTML and a line of plain text each say the status', async ({ page }) => {
    await page.clock.install();
    const calls = await failEvents(
      page,
      502,
      '<html><body><h1>502 Bad Gateway</h1></body></html>',
      'text/html',
    );
    await page.goto('/events');
    await expect.poll(() => calls.count).toBe(1);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('alert').locator('p')).toHaveText(
      'HTTP 502 from the API. This is usually temporary.',
    );
    await page.unroute(EVENTS);
    const again = await failEvents(page, 503, 'upstream connect error\nreset reason: overflow', 'text/plain');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => again.count).toBe(1);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('alert').locator('p')).toHaveText(
      'HTTP 503 from the API: upstream connect error. This is usually temporary.',
    );
  });
});

/** The first account row's cell under the column headed `header`. */
const accountCell = (page: Page, header: string) =>
  cellOf(page.getByRole('table', { name: 'Accounts' }), rows(page, 'Accounts').first(), header);

test.describe('enum parameters in another case', () => {
  test('`network=Finney` opens the finney view, and the URL says `finney`', async ({ page, request }) => {
    const finney = (await (await request.get('/api/account/latest/v1?network=finney&limit=1')).json())
      .data[0];
    await page.goto('/accounts?network=Finney');
    await expect(page).toHaveURL(/\/accounts\?network=finney$/);
    await expect(rows(page, 'Accounts')).toHaveCount(50);
    await expect((await accountCell(page, 'Address')).getByRole('link')).toHaveAttribute(
      'title',
      new RegExp(`^${finney.address.ss58}`),
    );
    await expect(await accountCell(page, 'Network')).toHaveText('finney');
    // The control says the network applied: the API's default, not "any".
    await expect(page.getByLabel('Network', { exact: true }).locator('option:checked')).toHaveText(
      'finney (default)',
    );
    await expect(page.getByText("Some of this link's parameters were ignored")).toHaveCount(0);
  });

  test('`network` and `order` are read whatever their case', async ({ page }) => {
    await page.goto('/accounts?network=NAKAMOTO&order=Balance_Free_Asc');
    await expect(page).toHaveURL(/\/accounts\?network=nakamoto&order=balance_free_asc$/);
    await expect(page.getByLabel('Network', { exact: true })).toHaveValue('nakamoto');
    await expect(page.getByRole('columnheader', { name: /^Free/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(await accountCell(page, 'Network')).toHaveText('nakamoto');
    await page.getByText('API call').click();
    await expect(
      page.getByText('GET /api/account/latest/v1?network=nakamoto&order=balance_free_asc'),
    ).toBeVisible();
  });
});
