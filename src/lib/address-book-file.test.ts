// The address book's file: what it writes, that it reads back what it wrote, and that a bad file is refused with
// the place and the reason, never half read.
import { describe, expect, it } from 'vitest';
import { BOOK_FORMAT, readBookFile, writeBookFile } from './address-book-file';
import { addressKey, addressText, type Book } from './address-key';

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
    expect(read).toEqual({ ok: true, book });
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
