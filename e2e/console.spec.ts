// Every route of the table opens, scrolled to its end so that what a page asks when shown is asked too, without a
// console error: the fixture fails a test on any (e2e/fixtures.ts). An empty answer is no error either, since the
// gateway passes a list's 404 on as an empty page. The views are route-views.ts's.
import { expect, test } from './fixtures';
import { openWhole, routeViews } from './route-views';

test('every route opens without a console error', async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const path of await routeViews(request)) {
    const response = await openWhole(page, path);
    expect(response?.status(), path).toBe(200);
  }
});
