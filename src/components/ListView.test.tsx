// @vitest-environment jsdom
// A list page made of an endpoint's name and its columns alone: its heading, filters, sort and pager come from the
// tables, and each of them writes the URL the page is read from.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listDataUrl } from '../../server/gateway/data-preload';
import type { DeregistrationRow } from '../api/schemas';
import { blockColumn, netuidColumn } from './columns';
import type { Columns } from './table-columns';
import { ListView } from './ListView';

const columns: Columns<DeregistrationRow> = [
  blockColumn<DeregistrationRow>(),
  netuidColumn<DeregistrationRow>(),
];

const row = (block: number) => ({
  block_number: block,
  netuid: 3,
  uid: 7,
  timestamp: '2026-10-31T00:00:00Z',
  hotkey: { ss58: '5G', hex: '0x01' },
  coldkey: { ss58: '5H', hex: '0x02' },
  incentive: '0.5',
  emission: '1',
  was_drained: false,
});

const answer = {
  pagination: {
    current_page: 1,
    per_page: 50,
    total_items: 120,
    total_pages: 3,
    next_page: 2,
    prev_page: null,
  },
  data: [row(9_000_002), row(9_000_001)],
};

/** Where the page is: what the address bar would show. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}

function page(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The URL state merges changes into the address as the browser has it.
  window.history.replaceState(null, '', url);
  render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ListView endpoint="deregistrations" columns={columns} />
        <Address />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const url = () => screen.getByLabelText('URL').textContent;

// The rows come after the table's code (imported when the list starts, and transformed on demand here) and a
// background render: on a busy machine, longer than the default second.
configure({ asyncUtilTimeout: 10_000 });
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: string) => {
      asked.push(request);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListView of an endpoint and its columns', () => {
  it('takes its heading and caption from the route table and asks the endpoint with the URL’s parameters', async () => {
    page('/deregistrations?netuid=3');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deregistrations');
    expect(await screen.findByRole('table', { name: 'Neuron deregistrations' })).toBeTruthy();
    expect(await screen.findByText('9,000,002')).toBeTruthy();
    // The list's one request; once its rows are in, the new-rows notice may have asked for a count (one row).
    expect(asked.filter((request) => !request.includes('limit=1&'))).toEqual([
      '/api/subnet/neuron/deregistration/v1?netuid=3',
    ]);
  });

  it('asks first exactly what the gateway names in the page’s HTML, however its URL is written', async () => {
    for (const path of [
      '/deregistrations',
      '/deregistrations?netuid=3&netuid=4&ORDER=x&order=BLOCK_NUMBER_ASC&network=Finney&limit=050&page=',
      '/deregistrations?block_start=20&block_end=10&hotkey=+5G%2B&uid=%zz&timestamp_start=2026-10-01',
    ]) {
      asked = [];
      page(path);
      await screen.findByText('9,000,002');
      expect(asked[0], path).toBe(listDataUrl(new URL(path, 'https://dashboard.example')));
      cleanup();
    }
  });

  it('offers its parameters as filters, in order, and writes an applied one to the URL', async () => {
    page('/deregistrations');
    await screen.findByText('9,000,002');
    const labels = [...document.querySelectorAll('.filter-form label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Subnet',
      'UID',
      'Hotkey',
      'Block',
      'From block',
      'To block',
      'From (UTC)',
      'To (UTC)',
    ]);
    fireEvent.change(screen.getByLabelText('From block'), { target: { value: '9000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('/deregistrations?block_start=9000000');
    // A value its schema refuses is told, and the URL stays.
    fireEvent.change(screen.getByLabelText('UID'), { target: { value: '1e2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/UID must be written in plain digits/)).toBeTruthy();
    expect(url()).toBe('/deregistrations?block_start=9000000');
  });

  it('sorts by a column’s order key and pages, back to page 1 on a new sort', async () => {
    page('/deregistrations?netuid=3');
    await screen.findByText('9,000,002');
    fireEvent.click(screen.getByRole('button', { name: 'Next ›' }));
    expect(url()).toBe('/deregistrations?netuid=3&page=2');
    fireEvent.click(screen.getByRole('button', { name: /Block/ }));
    expect(url()).toBe('/deregistrations?netuid=3&order=block_number_asc');
  });
});
