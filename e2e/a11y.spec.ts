// axe on every page and the embed, in the light and the dark theme, with rows expanded and dialogs open, and the
// lists, menu and filters on a phone: a page with any violation fails, with axe's own description of each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WHALE = '5HQjRFQdPxR1NxcCcMSrCVwYsAUo3E4us2fVQEdrVcib2A5v';
/** Substrate's development key "Alice": an account the demo chain has no balances for. */
const NO_BALANCES = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';

interface Visit {
  name: string;
  path: string;
  /** Brings the page to the state worth checking: loaded, and its rows, suggestions or dialog open. */
  open: (page: Page) => Promise<void>;
}

const expandRows = (count: number) => async (page: Page) => {
  const buttons = page.getByRole('button', { name: /^Show details of / });
  await expect(buttons.first()).toBeVisible({ timeout: 60_000 });
  for (let i = 0; i < count; i++) await buttons.first().click();
  await expect(page.getByRole('button', { name: /^Hide details of / })).toHaveCount(count);
  // The events page draws the args once their reader has loaded.
  await expect(page.getByText('Loading…')).toHaveCount(0);
};

const tableLoaded = (caption: string) => async (page: Page) => {
  await expect(page.getByRole('table', { name: caption }).locator('tbody tr').first()).not.toHaveClass(
    /skeleton/,
  );
};

const VISITS: Visit[] = [
  {
    name: 'overview, with suggestions',
    path: '/',
    open: async (page) => {
      await expect(page.getByRole('list', { name: 'Newest events' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Top gainers 24 h' })).toBeVisible();
      await page.getByLabel('Search').fill('sn19');
      await expect(page.getByRole('list', { name: 'Suggestions' })).toBeVisible();
    },
  },
  { name: 'events, rows expanded', path: '/events', open: expandRows(3) },
  {
    name: 'events, known args expanded',
    path: '/events?full_name=Balances.Transfer',
    open: expandRows(1),
  },
  { name: 'accounts', path: '/accounts', open: tableLoaded('Accounts') },
  {
    name: 'an account',
    path: `/accounts/${WHALE}`,
    open: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('tbody tr.skeleton')).toHaveCount(0);
    },
  },
  {
    name: 'an account, named and watched, its name being changed',
    path: `/accounts/${WHALE}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Watch', exact: true }).click();
      await page.getByRole('button', { name: 'Name this address' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Whale');
      await page.getByLabel('Name', { exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Rename' }).click();
      await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
      await expect(page.locator('tbody tr.skeleton')).toHaveCount(0);
    },
  },
  {
    name: 'watchlist, empty',
    path: '/watchlist',
    open: async (page) => {
      await expect(page.getByText('You follow no accounts yet.')).toBeVisible();
    },
  },
  {
    name: 'watchlist, with a named account, one without balances, and a file refused',
    path: '/watchlist',
    open: async (page) => {
      const file = (book: object) => ({
        name: 'book.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({ format: 'bittensor-dashboard-address-book', version: 1, ...book }),
        ),
      });
      const input = page.getByLabel('Import from a file');
      await input.setInputFiles(
        file({ names: [{ address: WHALE, name: 'Whale' }], watchlist: [WHALE, NO_BALANCES] }),
      );
      await expect(page.getByText('Whale', { exact: true })).toBeVisible();
      await expect(page.locator('table.watchlist td[data-label="Total"]')).toHaveCount(1);
      await expect(page.getByText('No balances on finney.')).toBeVisible();
      await input.setInputFiles(file({ names: [], watchlist: 'no list' }));
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  { name: 'subnet owners', path: '/subnets/owners', open: tableLoaded('Subnet ownership changes') },
  { name: 'deregistrations', path: '/deregistrations', open: tableLoaded('Neuron deregistrations') },
  { name: 'EVM transactions, a row expanded', path: '/evm/transactions', open: expandRows(1) },
  { name: 'pools', path: '/pools', open: tableLoaded('Subnet pools') },
  {
    name: 'a pool chart of very few candles',
    path: '/pools/31?resolution=1D&from=1789430400&to=1789516800',
    open: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'candles in this range' })).toBeVisible();
    },
  },
  {
    name: 'a pool, with the embed dialog open',
    path: '/pools/1',
    open: async (page) => {
      await page.getByRole('button', { name: 'Embed' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

/** On a phone: the lists as cards (a card opened), the menu open, the filters' sheet open. */
const PHONE_VISITS: Visit[] = [
  { name: 'events, a card opened', path: '/events?limit=25', open: expandRows(1) },
  {
    name: 'events, the menu open',
    path: '/events?limit=25',
    open: async (page) => {
      await tableLoaded('Chain events')(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    },
  },
  {
    name: 'events, the filters open',
    path: '/events?limit=25&pallet=Balances',
    open: async (page) => {
      await tableLoaded('Chain events')(page);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    },
  },
  { name: 'accounts, a card opened', path: '/accounts?limit=25', open: expandRows(1) },
  { name: 'an account', path: `/accounts/${WHALE}?limit=25`, open: expandRows(1) },
  { name: 'subnet owners', path: '/subnets/owners?limit=25', open: expandRows(1) },
  { name: 'deregistrations', path: '/deregistrations?limit=25', open: expandRows(1) },
  { name: 'EVM transactions, a card opened', path: '/evm/transactions?limit=25', open: expandRows(1) },
  { name: 'pools, a card opened', path: '/pools', open: expandRows(1) },
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
  );
}

// axe reads every node of a fifty-row table, which takes its time on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => {
        localStorage.setItem('preferences', JSON.stringify({ theme: chosen }));
      }, theme);
    });

    for (const visit of VISITS) {
      test(`${visit.name}: no axe violations`, async ({ page }) => {
        await page.goto(visit.path);
        await visit.open(page);
        expect(await violations(page)).toEqual([]);
      });
    }

    test.describe('not found', () => {
      // The page is served with its status, 404, which the browser logs.
      test.use({ allowConsoleErrors: [/status of 404/] });
      test('not found: no axe violations', async ({ page }) => {
        await page.goto('/no/such/page');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      for (const visit of PHONE_VISITS) {
        test(`${visit.name}: no axe violations`, async ({ page }) => {
          await page.goto(visit.path);
          await visit.open(page);
          expect(await violations(page)).toEqual([]);
        });
      }
    });

    test('the embed: no axe violations', async ({ page }) => {
      await page.goto(`/embed/pools/1?theme=${theme}&trades=1`);
      await expect(page.getByRole('img', { name: /Price of subnet 1/ })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Side' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the embed with theme=auto, few candles and its readout: no axe violations', async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/embed/pools/31?resolution=1D&from=1789430388&to=1789430389&theme=auto');
      const chart = page.getByRole('img', { name: /Price of subnet 31/ });
      await expect(chart).toHaveAttribute('data-slots', '1');
      const box = await chart.boundingBox();
      await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 3, (box?.y ?? 0) + (box?.height ?? 0) / 2);
      await expect(page.locator('.chart-legend')).toBeVisible();
      // The host page's background shows through, which axe cannot see (it takes white): a host in the same
      // scheme is put behind it.
      await page.evaluate(() => (document.documentElement.style.background = 'var(--bg)'));
      expect(await violations(page)).toEqual([]);
    });
  });
}
