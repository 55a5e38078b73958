// A list page from its endpoint's name alone: the filters its parameters give, its words, its URL schema.
import { describe, expect, it } from 'vitest';
import { endpoints, rowId, type ListEndpointName } from '../api/endpoints';
import { ROUTES } from '../shared/route-table';
import { listPage } from './list-page';

const LISTS = Object.keys(endpoints).filter(
  (name) => 'records' in endpoints[name as keyof typeof endpoints],
) as ListEndpointName[];

const RANGES = ['block_number', 'block_start', 'block_end', 'timestamp_start', 'timestamp_end'];

describe('listPage', () => {
  it('offers every parameter but the paging and the order, in the schema’s order', () => {
    expect(listPage('events').fields.map((field) => field.name)).toEqual([
      ...RANGES,
      ...['pallet', 'phase', 'name', 'full_name', 'extrinsic_id', 'call_id', 'id'],
    ]);
    expect(listPage('evmTransactions').fields.map((field) => field.name)).toEqual([
      ...['hash', 'address', 'from', 'to', 'method_name', 'method_id', 'contract_created', 'index'],
      ...RANGES,
    ]);
  });

  it('words each filter by its parameter’s name, and one endpoint’s own meaning by its entry', () => {
    const [blockStart] = listPage('deregistrations').fields.filter((field) => field.name === 'block_start');
    expect(blockStart).toEqual({ name: 'block_start', label: 'From block', kind: 'number' });
    const address = (name: ListEndpointName) =>
      listPage(name).fields.find((field) => field.name === 'address')?.placeholder;
    expect(address('accountLatest')).toBe('SS58 or 0x key');
    expect(address('evmTransactions')).toBe('0x… (from, to or created)');
  });

  it('makes an enum a select of its values, labelled where the table says', () => {
    const field = (name: ListEndpointName, param: string) =>
      listPage(name).fields.find((entry) => entry.name === param);
    // The network has a default, the API's: no value is finney, not any network.
    expect(field('accountLatest', 'network')).toEqual({
      name: 'network',
      label: 'Network',
      kind: 'select',
      options: ['nakamoto', 'kusanagi'].map((value) => ({ value, label: value })),
      unset: 'finney (default)',
    });
    expect(field('subnetOwners', 'is_coldkey_swap')?.options).toEqual([
      { value: 'true', label: 'yes' },
      { value: 'false', label: 'no' },
    ]);
    // Phase is any string to the API: its three values come from the wording table.
    expect(field('events', 'phase')).toMatchObject({
      kind: 'select',
      options: ['ApplyExtrinsic', 'Initialization', 'Finalization'],
    });
  });

  it('has wording for every filter of every list', () => {
    for (const name of LISTS) {
      for (const field of listPage(name).fields)
        expect(field.label, `${name}.${field.name}`).not.toBe(field.name);
    }
  });

  it('leaves out of the query string and the filters what the path gives', () => {
    const page = listPage('accountHistory', ['address']);
    expect(Object.keys(page.params.shape)).not.toContain('address');
    expect(page.fields.map((field) => field.name)).toEqual(['network', ...RANGES]);
    // The range rules hold on the schema made again.
    expect(page.params.safeParse({ block_start: '5', block_end: '3' }).success).toBe(false);
    expect(page.params.safeParse({}).success).toBe(true);
    // One object per page: the URL state and the filters hold on to it.
    expect(listPage('accountHistory', ['address'])).toBe(page);
  });

  it('takes its words from the route table: the title the tab’s title starts with, the caption, the rows', () => {
    expect(listPage('events')).toMatchObject({ title: 'Events', caption: 'Chain events', rows: 'events' });
    expect(listPage('subnetOwners')).toMatchObject({
      title: 'Subnet owners',
      caption: 'Subnet ownership changes',
      rows: 'ownership changes',
    });
    for (const name of LISTS) expect(ROUTES.filter((route) => route.endpoint === name)).toHaveLength(1);
  });
});

describe('rowId', () => {
  it('joins the record’s key fields, an address by its hex, a missing one as empty', () => {
    expect(rowId('events', { id: '4200000-0007', block_number: 4_200_000 })).toBe('4200000-0007');
    expect(rowId('accountLatest', { network: 'finney', address: { ss58: '5G…', hex: '0xab' } })).toBe(
      'finney:0xab',
    );
    expect(rowId('subnetOwners', { block_number: 1, netuid: 2, owner: { ss58: '5G…', hex: '0x01' } })).toBe(
      '1:2:0x01:',
    );
  });
});
