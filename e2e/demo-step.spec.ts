// The test-only step of the demo chain (e2e/live-server.ts): a page reloaded after a step shows the new blocks, with
// no wait for a real block and no page timer involved.
import { firstEventId } from './fixtures';
import { expect, test } from './live-server';

const blockOf = (eventId: string) => Number(eventId.split('-')[0]);

test('stepping the chain puts its new blocks at the top of the events page', async ({ page, live }) => {
  // An answer at the head is the browser's for its max-age (a block, 12 s), and no time passes on the chain's clock:
  // without its HTTP cache, the reload asks again, as a browser a block later would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  await page.goto('/events');
  await expect(await firstEventId(page)).toHaveText(/^\d+-\d{4}$/);
  const before = blockOf(await (await firstEventId(page)).innerText());

  const head = await live.step(3);
  const answer = await fetch(`${live.url}/api/event/v1?limit=1`);
  const newest = ((await answer.json()) as { data: { block_number: number }[] }).data[0]!.block_number;
  // Every block holds its timestamp inherent, so the newest event is in the new head.
  expect(newest).toBe(head.block);
  expect(newest).toBeGreaterThan(before);

  await page.reload();
  await expect(await firstEventId(page)).toHaveText(new RegExp(`^${newest}-`));
});
