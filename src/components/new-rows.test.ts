import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints';
import { eventParams } from '../api/schemas';
import type { ChainMessage } from '../api/live';
import { countWithStream, headProbe, newRowCount, newRowsText, streamedEvents } from './new-rows';

const READ_AT = Date.parse('2026-11-01T00:00:00Z');

/** The events page as its URL `search` reads, showing rows of `blocks` (newest first; by default three rows of
 * the first block and two of the one before). */
function eventsPage(search: Record<string, string>, first: number | undefined, blocks?: number[]) {
  const shown = blocks ?? (first === undefined ? [] : [first, first, first, first - 1, first - 1]);
  return { query: search, values: eventParams.parse(search) as Record<string, unknown>, blocks: shown };
}

describe('headProbe: the rows newer than a newest-first list shows', () => {
  it("counts from the first row's block, under the same filters, less the rows of that block already shown", () => {
    expect(headProbe(endpoints.events, eventsPage({ pallet: 'Balances' }, 9_518_372), READ_AT)).toEqual({
      query: { pallet: 'Balances', limit: '1', block_start: '9518372' },
      shown: 3,
    });
  });

  it('so the probe is never empty (an empty list is a 404 on the real API), and new rows are its total less those', () => {
    const probe = headProbe(endpoints.events, eventsPage({}, 9_518_372), READ_AT)!;
    expect(newRowCount(probe, 3)).toBe(0);
    expect(newRowCount(probe, 15)).toBe(12);
    // The first row's block pruned away meanwhile, or rows of it no longer matching: never below none.
    expect(newRowCount(probe, 1)).toBe(0);
  });

  it('starts after the first block when that block fills the whole page: its rows may go on to page 2', () => {
    const full = eventsPage({ limit: '25' }, 9_518_372, Array<number>(25).fill(9_518_372));
    expect(headProbe(endpoints.events, full, READ_AT)).toEqual({
      query: { limit: '1', block_start: '9518373' },
      shown: 0,
    });
    const notFull = eventsPage({ limit: '25' }, 9_518_372, Array<number>(7).fill(9_518_372));
    expect(headProbe(endpoints.events, notFull, READ_AT)).toEqual({
      query: { limit: '1', block_start: '9518372' },
      shown: 7,
    });
  });

  it('keeps the page size and page out of the probe: one row, from the top', () => {
    const page = eventsPage({ limit: '100', order: 'timestamp_desc' }, 9_518_372);
    expect(headProbe(endpoints.events, page, READ_AT)?.query).toEqual({
      order: 'timestamp_desc',
      limit: '1',
      block_start: '9518372',
    });
  });

  it('counts every matching row when the list shows none yet', () => {
    expect(headProbe(endpoints.events, eventsPage({ name: 'Rare' }, undefined), READ_AT)).toEqual({
      query: { name: 'Rare', limit: '1' },
      shown: 0,
    });
  });

  it('a start of the range of its own gives way to the later first row', () => {
    const page = eventsPage({ block_start: '9000000' }, 9_518_372);
    expect(headProbe(endpoints.events, page, READ_AT)?.query.block_start).toBe('9518372');
  });

  it('asks nothing for an oldest-first order or a sort by another column', () => {
    for (const order of ['block_number_asc', 'timestamp_asc', 'pallet_desc', 'id_desc']) {
      expect(headProbe(endpoints.events, eventsPage({ order }, 4_000_000), READ_AT), order).toBeNull();
    }
  });

  it('asks nothing on a later page: the earlier pages are newer anyway', () => {
    expect(headProbe(endpoints.events, eventsPage({ page: '2' }, 9_518_000), READ_AT)).toBeNull();
  });

  it('asks nothing for a window that ended: a block range up to the first row, a past time, an event id', () => {
    const closed = [
      eventsPage({ block_end: '9518372' }, 9_518_372),
      eventsPage({ block_number: '9518372' }, 9_518_372),
      eventsPage({ timestamp_end: String(READ_AT / 1000 - 60) }, 9_518_372),
      eventsPage({ id: '9518372-0008' }, 9_518_372),
    ];
    for (const page of closed)
      expect(headProbe(endpoints.events, page, READ_AT), JSON.stringify(page.query)).toBeNull();
  });

  it('keeps asking while the window still reaches past the first row', () => {
    const page = eventsPage({ block_end: '9600000' }, 9_518_372);
    expect(headProbe(endpoints.events, page, READ_AT)?.query).toEqual({
      block_end: '9600000',
      limit: '1',
      block_start: '9518372',
    });
  });

  it('asks nothing of an endpoint that takes no block range (the accounts list)', () => {
    const values = { page: 1, order: 'block_number_desc' };
    expect(
      headProbe(endpoints.accountLatest, { query: {}, values, blocks: [4_000_000] }, READ_AT),
    ).toBeNull();
  });
});

describe('newRowsText', () => {
  it('says the exact count with the noun in the right number', () => {
    expect(newRowsText(1, 'events')).toBe('1 new event');
    expect(newRowsText(12, 'events')).toBe('12 new events');
    expect(newRowsText(1, 'ownership changes')).toBe('1 new ownership change');
    expect(newRowsText(1204, 'transactions')).toBe('1,204 new transactions');
  });
});

/** A `chain` message of blocks 101–102 with three events. */
const message: ChainMessage = {
  head: { block: 102, time: 1_800_000_024 },
  since: 101,
  events: [
    {
      id: '102-0003',
      full_name: 'SubtensorModule.StakeAdded',
      phase: 'ApplyExtrinsic',
      extrinsic_id: '102-0001',
    },
    {
      id: '102-0000',
      full_name: 'System.ExtrinsicSuccess',
      phase: 'ApplyExtrinsic',
      extrinsic_id: '102-0000',
    },
    { id: '101-0001', full_name: 'Balances.Transfer', phase: 'Finalization', extrinsic_id: null },
  ],
  eventCount: 3,
  swaps: [],
};

describe('streamedEvents: the new events a chain message brings to an events list', () => {
  it('takes every event of a list without filters, with its block', () => {
    expect(streamedEvents({ limit: '1', block_start: '100' }, message)).toEqual([
      { id: '102-0003', block: 102 },
      { id: '102-0000', block: 102 },
      { id: '101-0001', block: 101 },
    ]);
  });

  it('applies the filters the events carry: pallet, name, full name, phase, extrinsic', () => {
    const ids = (query: Record<string, string>) => streamedEvents(query, message)?.map((row) => row.id);
    expect(ids({ pallet: 'SubtensorModule' })).toEqual(['102-0003']);
    expect(ids({ name: 'Transfer' })).toEqual(['101-0001']);
    expect(ids({ full_name: 'System.ExtrinsicSuccess', order: 'block_number_desc' })).toEqual(['102-0000']);
    expect(ids({ phase: 'ApplyExtrinsic', pallet: 'Balances' })).toEqual([]);
    expect(ids({ extrinsic_id: '102-0001' })).toEqual(['102-0003']);
    expect(ids({ block_start: '102' })).toEqual(['102-0003', '102-0000']);
  });

  it('cannot say under a filter the stream does not carry, or when a burst was cut to a page', () => {
    expect(streamedEvents({ call_id: '102-0001-0' }, message)).toBeNull();
    expect(streamedEvents({ timestamp_start: '1800000000' }, message)).toBeNull();
    expect(streamedEvents({}, { ...message, eventCount: 250 })).toBeNull();
  });
});

describe("countWithStream: the probe's count and the stream's rows, none twice", () => {
  const streamed = [
    { id: '103-0001', block: 103 },
    { id: '102-0001', block: 102 },
    { id: '101-0001', block: 101 },
  ];

  it('adds the rows of blocks after the newest the probe counted', () => {
    expect(countWithStream(4, 102, 100, streamed)).toEqual({ count: 5, newest: 103 });
  });

  it('after the first row shown, where the probe counted none', () => {
    expect(countWithStream(0, undefined, 101, streamed)).toEqual({ count: 2, newest: 103 });
    expect(countWithStream(0, undefined, undefined, streamed)).toEqual({ count: 3, newest: 103 });
  });

  it('the probe alone, before the stream brought anything', () => {
    expect(countWithStream(2, 101, 100, [])).toEqual({ count: 2, newest: 101 });
    expect(countWithStream(0, undefined, 100, [])).toEqual({ count: 0, newest: undefined });
  });
});
