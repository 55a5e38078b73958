import { describe, expect, it } from 'vitest';
import { endpoints } from '../api/endpoints';
import { eventParams } from '../api/schemas';
import { headProbe, newRowsText } from './new-rows';

const READ_AT = Date.parse('2026-11-01T00:00:00Z');

/** The events page as its URL `search` reads, with `firstBlock` first on screen. */
function eventsPage(search: Record<string, string>, firstBlock: number | undefined) {
  return { query: search, values: eventParams.parse(search) as Record<string, unknown>, firstBlock };
}

describe('headProbe: the rows newer than a newest-first list shows', () => {
  it('counts the rows of the blocks after the first row shown, under the same filters', () => {
    expect(headProbe(endpoints.events, eventsPage({ pallet: 'Balances' }, 9_518_372), READ_AT)).toEqual({
      pallet: 'Balances',
      limit: '1',
      block_start: '9518373',
    });
  });

  it('keeps the page size and page out of the probe: one row, from the top', () => {
    const page = eventsPage({ limit: '100', order: 'timestamp_desc' }, 9_518_372);
    expect(headProbe(endpoints.events, page, READ_AT)).toEqual({
      order: 'timestamp_desc',
      limit: '1',
      block_start: '9518373',
    });
  });

  it('counts every matching row when the list shows none yet', () => {
    expect(headProbe(endpoints.events, eventsPage({ name: 'Rare' }, undefined), READ_AT)).toEqual({
      name: 'Rare',
      limit: '1',
    });
  });

  it('a start of the range of its own gives way to the later first row', () => {
    const page = eventsPage({ block_start: '9000000' }, 9_518_372);
    expect(headProbe(endpoints.events, page, READ_AT)?.block_start).toBe('9518373');
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
    expect(headProbe(endpoints.events, page, READ_AT)).toEqual({
      block_end: '9600000',
      limit: '1',
      block_start: '9518373',
    });
  });

  it('asks nothing of an endpoint that takes no block range (the accounts list)', () => {
    const values = { page: 1, order: 'block_number_desc' };
    expect(
      headProbe(endpoints.accountLatest, { query: {}, values, firstBlock: 4_000_000 }, READ_AT),
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
