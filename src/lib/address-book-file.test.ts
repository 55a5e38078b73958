// The address book's file: what it writes, that it reads back what it wrote, and that a bad file is refused with
// the place and the reason, never half read.
import { describe, expect, it } from 'vitest';
import { BOOK_FORMAT, readBookFile, writeBookFile } from './address-book-file';
import { addressKey, addressText, type Book } from './address-key';
import type { AlertRule } from '../alerts/rules';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_HEX = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const EVM = '0xabcdefabcdef0000000000000000000000000001';

const file = (fields: Record<string, unknown>) =>
  JSON.stringify({ format: BOOK_FORMAT, version: 1, names: [], watchlist: [], ...fields });
const refusal = (text: string) => {
  const read = readBookFile(text);
  return read.ok ? 'read' : read.message;
};

describe('addressKey', () => {
  it('reads an SS58 address, its hex key in any case, and an EVM address, to one lower-case key each', () => {
    expect(addressKey(ALICE)).toBe(ALICE_HEX);
    expect(addressKey(ALICE_HEX.toUpperCase().replace('0X', '0x'))).toBe(ALICE_HEX);
    expect(addressKey(` ${ALICE} `)).toBe(ALICE_HEX);
    expect(addressKey(EVM.toUpperCase().replace('0X', '0x'))).toBe(EVM);
    for (const text of ['', 'Alice', '0x12', ALICE.slice(0, -1) + 'Z', '__proto__'])
      expect(addressKey(text)).toBeNull();
  });

  it('writes a key back as people know it', () => {
    expect(addressText(ALICE_HEX)).toBe(ALICE);
    expect(addressText(EVM)).toBe(EVM);
  });
});

describe('writeBookFile and readBookFile', () => {
  const book: Book = {
    names: new Map([
      [ALICE_HEX, 'Alice'],
      [EVM, '__proto__'],
      [addressKey(BOB) as string, 'constructor'],
    ]),
    watched: [EVM, ALICE_HEX],
  };

  it('writes the format, its version, and every address as people write it', () => {
    expect(JSON.parse(writeBookFile(book))).toEqual({
      format: BOOK_FORMAT,
      version: 1,
      names: [
        { address: ALICE, name: 'Alice' },
        { address: EVM, name: '__proto__' },
        { address: BOB, name: 'constructor' },
      ],
      watchlist: [EVM, ALICE],
    });
  });

  it('reads back the book it wrote, names like __proto__ included', () => {
    const read = readBookFile(writeBookFile(book));
    expect(read).toEqual({ ok: true, book, alerts: [], dropped: [] });
  });

  it('reads addresses in any form, and names trimmed', () => {
    const read = readBookFile(
      file({
        names: [{ address: ALICE_HEX.toUpperCase().replace('0X', '0x'), name: '  Alice ' }],
        watchlist: [ALICE, ALICE_HEX],
      }),
    );
    expect(read).toEqual({
      ok: true,
      book: { names: new Map([[ALICE_HEX, 'Alice']]), watched: [ALICE_HEX] },
      alerts: [],
      dropped: [],
    });
  });

  it('refuses what is not an address book, saying where and why', () => {
    expect(refusal('{"format": ')).toMatch(/^The file is not JSON \(.+\)$/);
    expect(refusal('[]')).toBe('The file must be an object');
    for (const text of ['{}', file({ format: 'something else' })])
      expect(refusal(text)).toBe(
        `format must be "${BOOK_FORMAT}": this is not an address book of this dashboard`,
      );
    expect(refusal(file({ version: 2 }))).toBe('version must be 1, the version this dashboard reads');
    expect(refusal(file({ names: {} }))).toBe('names must be a list');
    expect(refusal(file({ watchlist: undefined }))).toBe('watchlist is missing');
    expect(
      refusal(
        file({
          names: [
            { address: ALICE, name: 'A' },
            { address: 'Bob', name: 'B' },
          ],
        }),
      ),
    ).toBe('names[1].address is not an SS58 address, 0x public key or EVM address');
    expect(refusal(file({ names: [{ address: ALICE, name: '   ' }] }))).toBe('names[0].name is empty');
    expect(refusal(file({ names: [{ address: ALICE, name: 'x'.repeat(65) }] }))).toBe(
      'names[0].name is longer than 64 characters',
    );
    expect(refusal(file({ names: [{ address: ALICE }] }))).toBe('names[0].name is missing');
    expect(refusal(file({ watchlist: [ALICE, 7] }))).toBe('watchlist[1] must be text');
    expect(
      refusal(
        file({
          names: [
            { address: ALICE, name: 'A' },
            { address: ALICE_HEX, name: 'B' },
          ],
        }),
      ),
    ).toBe('names[1].address names an address named before it');
  });

  it('takes a key named __proto__ in the file for data: nothing of it reaches any object’s prototype', () => {
    const read = readBookFile(
      `{"format": "${BOOK_FORMAT}", "version": 1, "__proto__": {"polluted": true}, "names": [], "watchlist": []}`,
    );
    expect(read.ok).toBe(true);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('alert rules in the file', () => {
  const rules: AlertRule[] = [
    { id: 'a', kind: 'address', address: ALICE_HEX },
    { id: 'p', kind: 'price', netuid: 19, level: '0.0123', muted: true },
    { id: 's', kind: 'size', minTao: '12.5', netuid: 4, snoozedUntil: 1_800_000_000_000 },
    { id: 't', kind: 'size', minTao: '100' },
  ];
  const withoutIds = (read: ReturnType<typeof readBookFile>) =>
    read.ok ? read.alerts.map(({ id, ...rule }) => (expect(id).toMatch(/\S/), rule)) : read.message;

  it('writes them with addresses as people write them, and reads them back with their state', () => {
    const text = writeBookFile({ names: new Map(), watched: [] }, rules);
    expect((JSON.parse(text) as { alerts: unknown[] }).alerts[0]).toEqual({
      kind: 'address',
      address: ALICE,
    });
    expect(withoutIds(readBookFile(text))).toEqual(rules.map(({ id, ...rule }) => rule));
  });

  it('writes no alerts key without rules, and reads a file without one', () => {
    expect(JSON.parse(writeBookFile({ names: new Map(), watched: [] }))).not.toHaveProperty('alerts');
    expect(readBookFile(file({}))).toMatchObject({ ok: true, alerts: [], dropped: [] });
  });

  it('drops a rule that does not read, saying which and why, and keeps the rest of the file', () => {
    const read = readBookFile(
      file({
        watchlist: [ALICE],
        alerts: [
          { kind: 'size', minTao: '0.000000001' },
          { kind: 'size', minTao: '0.0000000001' },
          { kind: 'price', netuid: 0, level: '1' },
          { kind: 'price', netuid: 3, level: '0' },
          { kind: 'address', address: 'Bob' },
          { kind: 'volume' },
          'size',
          { kind: 'price', netuid: 3, level: '0.50' },
        ],
      }),
    );
    expect(read.ok && read.book.watched).toEqual([ALICE_HEX]);
    expect(withoutIds(read)).toEqual([
      { kind: 'size', minTao: '0.000000001' },
      { kind: 'price', netuid: 3, level: '0.5' },
    ]);
    expect(read.ok && read.dropped).toEqual([
      'alerts[1].minTao is not an amount of TAO (to a rao)',
      'alerts[2].netuid is no pool (pools are subnets 1 and up)',
      'alerts[3].level must be more than 0',
      'alerts[4].address is not an SS58 address, 0x public key or EVM address',
      'alerts[5].kind is not "address", "price" or "size"',
      'alerts[6] is not a rule',
    ]);
  });

  it('refuses the file whole only when alerts is not a list', () => {
    expect(refusal(file({ alerts: {} }))).toBe('alerts must be a list');
  });
});
