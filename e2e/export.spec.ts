// "Export CSV" under a list, used as a person uses it: choose the rows, start, watch the progress, wait out the
// quota, cancel. The file is checked against the API's own answers to the same query, byte for byte; the requests
// the export makes are counted, and the quota's 429s come from page.route, with the page's clock driven by the test.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { fulfillError, test, expect } from './fixtures';

const START = new Date('2026-11-23T12:00:00Z');
const HEADER =
  'id,extrinsic_index,index,phase,pallet,name,full_name,args,block_number,extrinsic_id,call_id,timestamp (ISO 8601 UTC)';

interface ChainEvent {
  id: string;
  extrinsic_index: number | null;
  index: number;
  phase: string;
  pallet: string;
  name: string;
  full_name: string;
  args: unknown;
  block_number: number;
  extrinsic_id: string | null;
  call_id: string | null;
  timestamp: string;
}

/** The rows the API answers for `query`, page after page of 200, up to `rows`. */
async function apiRows(request: APIRequestContext, query: string, rows: number): Promise<ChainEvent[]> {
  const all: ChainEvent[] = [];
  for (let page = 1; all.length < rows; page++) {
    const answer = await (await request.get(`/api/event/v1?${query}&limit=200&page=${page}`)).json();
    if (answer.data.length === 0) break;
    all.push(...answer.data);
  }
  return all.slice(0, rows);
}

/** An event as its CSV line: args, an object, is JSON in a quoted cell (its quotes doubled); null is empty. */
const line = (e: ChainEvent) =>
  [
    e.id,
    e.extrinsic_index ?? '',
    e.index,
    e.phase,
    e.pallet,
    e.name,
    e.full_name,
    `"${JSON.stringify(e.args).replaceAll('"', '""')}"`,
    e.block_number,
    e.extrinsic_id ?? '',
    e.call_id ?? '',
    new Date(e.timestamp).toISOString(),
  ].join(',');

const expectedFile = (rows: ChainEvent[]) => [HEADER, ...rows.map(line)].map((l) => `${l}\r\n`).join('');

/** The export's own requests (page size 200), in the order they are made. */
function exportRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/event/v1' && url.searchParams.get('limit') === '200') seen.push(request);
  });
  return seen;
}
const pageOf = (request: Request) => new URL(request.url()).searchParams.get('page');

/** Browsers without the File System Access API: the export comes as one download. */
const withoutSavePicker = (page: Page) =>
  page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker);

/** A save dialog that "saves" into `window.savedFile`, so the test can see every chunk, and close or abort. */
const withFakeSavePicker = (page: Page) =>
  page.addInitScript(() => {
    const file = { name: '', writes: [] as string[], closed: false, aborted: false };
    Object.assign(window, {
      savedFile: file,
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
        file.name = suggestedName;
        return {
          createWritable: async () => ({
            write: async (chunk: string) => void file.writes.push(chunk),
            close: async () => void (file.closed = true),
            abort: async () => void (file.aborted = true),
          }),
        };
      },
    });
  });
const savedFile = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          savedFile: { name: string; writes: string[]; closed: boolean; aborted: boolean };
        }
      ).savedFile,
  );

/** The Balances transfers, with the page's clock stopped from here: the test moves time. */
async function openTransfers(page: Page) {
  await page.goto('/events?name=Transfer');
  // A first count of 45,612 rows: on a machine busy with other tests it has taken more than the usual 10 s.
  await expect(page.getByText('Page 1 of 913 · 45,612 items')).toBeVisible({ timeout: 30_000 });
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const exportPanel = (page: Page) => page.getByRole('region', { name: 'Export CSV' });

test('exports every page of a filtered, ordered list into a file that matches the API answer for answer', async ({
  page,
  request,
}) => {
  await withoutSavePicker(page);
  const requests = exportRequests(page);
  await page.goto('/events?pallet=Sudo&order=block_number_asc');
  await expect(page.getByText('Page 1 of 5 · 204 items')).toBeVisible();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const panel = exportPanel(page);
  await expect(panel.getByRole('heading', { name: 'Export CSV' })).toBeFocused();
  await expect(panel.getByRole('radio')).toHaveCount(1);
  await expect(panel.getByRole('radio', { name: 'All 204 rows · 2 requests' })).toBeChecked();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Start export' }).click();
  const file = await download;

  expect(file.suggestedFilename()).toMatch(/^events-\d{4}-\d\d-\d\d-\d{6}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  const rows = await apiRows(request, 'order=block_number_asc&pallet=Sudo', 204);
  expect(rows).toHaveLength(204);
  expect(text.split('\r\n')[0]).toBe(HEADER);
  expect(text.split('\r\n')[1]).toBe(
    '7792843-0002,1,2,ApplyExtrinsic,Sudo,Sudid,Sudo.Sudid,"{""sudoResult"":{""__kind"":""Ok""}}",7792843,7792843-0001,7792843-0001,2026-03-06T08:08:36.055Z',
  );
  expect(text).toBe(expectedFile(rows));

  await expect(panel.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '204');
  await expect(panel.getByText('Page 2 of 2 · 204 of 204 rows')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(`Saved 204 rows to ${file.suggestedFilename()}.`);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
  // Two requests, with the page's filter and order, marked as background for the gateway's budget.
  expect(requests.map(pageOf)).toEqual(['1', '2']);
  for (const sent of requests) {
    expect(new URL(sent.url()).searchParams.get('pallet')).toBe('Sudo');
    expect(new URL(sent.url()).searchParams.get('order')).toBe('block_number_asc');
    expect(sent.headers()['x-prefetch']).toBe('1');
  }
});

test.describe('paced by the quota', () => {
  test.use({ allowConsoleErrors: [/status of 429/] });

  test('a 429 counts down from its Retry-After, then the export resumes, estimates from its pace, and completes', async ({
    page,
    request,
  }) => {
    await withoutSavePicker(page);
    const requests = exportRequests(page);
    let refused = 0;
    let releasePage4 = () => {};
    const page4 = new Promise<void>((resolve) => (releasePage4 = resolve));
    await page.route(
      (url) => url.pathname === '/api/event/v1' && url.searchParams.get('limit') === '200',
      async (route) => {
        const n = new URL(route.request().url()).searchParams.get('page');
        if (n === '3' && refused++ === 0) {
          return fulfillError(route, 429, "The API key's budget of 5 requests per 60 s is spent", {
            'Retry-After': '30',
          });
        }
        if (n === '4') await page4;
        return route.fallback();
      },
    );
    await openTransfers(page);

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const panel = exportPanel(page);
    await expect(panel.getByRole('radio', { name: 'First 1,000 rows · 5 requests' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'First 10,000 rows · 50 requests' })).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'All 45,612 rows · 229 requests' })).toBeVisible();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Start export' }).click();

    await expect(panel.getByRole('status')).toHaveText(
      "The API key's quota is spent for now: resuming in 30 s.",
    );
    await expect(panel.getByText('Page 3 of 5 · 400 of 1,000 rows')).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('value', '400');
    await page.clock.runFor(10_000);
    await expect(panel.getByRole('status')).toHaveText(
      "The API key's quota is spent for now: resuming in 20 s.",
    );
    expect(requests.map(pageOf)).toEqual(['1', '2', '3']);

    await page.clock.runFor(20_000);
    await expect(panel.getByText('Page 4 of 5 · 600 of 1,000 rows')).toBeVisible();
    // Three answers in the 30 s the wait took: 6 a minute, and 2 requests left at that pace.
    await expect(panel.getByRole('status')).toHaveText(
      /^about 2[01] s left at 6\.0 requests a minute so far$/,
    );
    releasePage4();
    const file = await download;
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toBe(expectedFile(await apiRows(request, 'name=Transfer', 1000)));
    await expect(panel.getByRole('status')).toHaveText(`Saved 1,000 rows to ${file.suggestedFilename()}.`);
    expect(requests.map(pageOf)).toEqual(['1', '2', '3', '3', '4', '5']);
  });

  test('Cancel stops at once: no more requests, and the file is dropped', async ({ page }) => {
    await withFakeSavePicker(page);
    const requests = exportRequests(page);
    await page.route(
      (url) =>
        url.pathname === '/api/event/v1' &&
        url.searchParams.get('limit') === '200' &&
        url.searchParams.get('page') === '3',
      (route) => fulfillError(route, 429, 'Rate limit exceeded', { 'Retry-After': '45' }),
    );
    await openTransfers(page);

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const panel = exportPanel(page);
    await panel.getByRole('radio', { name: 'First 10,000 rows · 50 requests' }).check();
    await panel.getByRole('button', { name: 'Start export' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      "The API key's quota is spent for now: resuming in 45 s.",
    );
    await expect(panel.getByText('Page 3 of 50 · 400 of 10,000 rows')).toBeVisible();
    // Written as the pages came: the header, then each page's rows.
    const written = await savedFile(page);
    expect(written.name).toMatch(/^events-.*\.csv$/);
    expect(written.writes).toHaveLength(3);
    expect(written.writes[0]).toBe(`${HEADER}\r\n`);
    expect(written.writes[1]?.split('\r\n')).toHaveLength(201);

    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByRole('status')).toHaveText('Export cancelled after 400 rows; no file was saved.');
    await page.clock.runFor(120_000);
    expect(requests.map(pageOf)).toEqual(['1', '2', '3']);
    expect(await savedFile(page)).toMatchObject({ closed: false, aborted: true });
  });
});

test.describe('failing', () => {
  test.use({ allowConsoleErrors: [/status of 502/] });

  test('an error other than a 429 stops the export with its message and keeps what was written', async ({
    page,
  }) => {
    await withoutSavePicker(page);
    await page.route(
      (url) =>
        url.pathname === '/api/event/v1' &&
        url.searchParams.get('limit') === '200' &&
        url.searchParams.get('page') === '2',
      (route) => fulfillError(route, 502, 'The upstream API could not be reached'),
    );
    await page.goto('/events?name=Transfer');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const panel = exportPanel(page);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Start export' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    expect(text.split('\r\n')).toHaveLength(202);
    await expect(panel.getByRole('alert')).toContainText(
      'The export stopped at page 2 of 5.The upstream API could not be reached (HTTP 502).',
    );
    await expect(panel.getByRole('alert')).toContainText('holds the 200 rows written before.');
  });
});

test("an account's balance history exports with the account's address, each address cell in SS58", async ({
  page,
  request,
}) => {
  const whale = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
  await withoutSavePicker(page);
  const requests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // The chart above asks for the newest 200 snapshots too, without a page: those are not the export's.
    if (url.pathname === '/api/account/history/v1' && url.searchParams.has('page')) {
      requests.push(url.search);
    }
  });
  const answer = await (await request.get(`/api/account/history/v1?address=${whale}&limit=200`)).json();
  const total: number = answer.pagination.total_items;
  await page.goto(`/accounts/${whale}`);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const panel = exportPanel(page);
  await expect(panel.getByRole('radio', { name: `All ${total} rows · 2 requests` })).toBeChecked();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Start export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^balance-snapshots-.*\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines).toHaveLength(total + 2);
  expect(lines[0]).toBe(
    Object.keys(answer.data[0])
      .map((field) => (field === 'timestamp' ? 'timestamp (ISO 8601 UTC)' : field))
      .join(','),
  );
  expect(lines.slice(1, -1).every((l) => l.startsWith(`${whale},`))).toBe(true);
  expect(lines[1]?.split(',').slice(1, 3)).toEqual([
    answer.data[0].network,
    String(answer.data[0].block_number),
  ]);
  // The pages after the first are pinned to the blocks the first had: the newest snapshot's.
  const newestBlock = String(answer.data[0].block_number);
  expect(requests).toEqual([
    `?address=${whale}&page=1&limit=200`,
    `?address=${whale}&block_end=${newestBlock}&page=2&limit=200`,
  ]);
});
