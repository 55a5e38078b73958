// The balance chart on an account page keeps the view a person zoomed to while they page through the history
// table beneath it: the snapshots it draws are the same, so nothing is redrawn or fitted again.
import { expect, test } from './fixtures';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

test('paging the history keeps the balance chart’s zoom', async ({ page, request }) => {
  // The chart draws the newest 200 snapshots; the table shows 50 a page.
  const answer = await request.get(`/api/account/history/v1?address=${WHALE}&limit=200`);
  const snapshots = (await answer.json()).data as { block_number: number; timestamp: string }[];
  const [newest, oldest] = [snapshots[0]!, snapshots[199]!];

  await page.goto(`/accounts/${WHALE}`);
  const chart = page.getByRole('img', { name: `Balances of ${WHALE} over time` });
  // Fitted: from the oldest snapshot drawn to the newest.
  const whole = `${seconds(oldest.timestamp)}..${seconds(newest.timestamp)}`;
  await expect(chart).toHaveAttribute('data-visible-range', whole);

  // Zoom in with the wheel over the chart.
  await chart.hover();
  await page.mouse.wheel(0, -600);
  await expect(chart).not.toHaveAttribute('data-visible-range', whole);
  const zoomed = (await chart.getAttribute('data-visible-range'))!;
  const [from, to] = zoomed.split('..').map(Number) as [number, number];
  expect(from).toBeGreaterThan(seconds(oldest.timestamp));
  expect(to).toBeLessThanOrEqual(seconds(newest.timestamp));

  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(`/accounts/${WHALE}?page=2`);
  await expect(page.getByText('Page 2 of 5')).toBeVisible();
  // The second page's first row, drawn after its own request: the chart has had every chance to reset by then.
  await expect(
    page.getByRole('link', { name: snapshots[50]!.block_number.toLocaleString('en-US') }),
  ).toBeVisible();
  await expect(chart).toHaveAttribute('data-visible-range', zoomed);
});
