// What a pasted or typed value is, and where it leads, as an explorer reads it: the overview's search box offers
// every reading of the text, the likeliest first (Enter takes that one), each saying what it is and what the
// link shows.
import { addressText, type AddressKey } from './address-key';
import { paths } from '../shared/paths';
import { parseAccount } from '../shared/chain/ss58';
import { groupDigits } from '../shared/numbers/separators';

export interface Suggestion {
  /** What the text is read as: "Block 9,518,372", "Subnet 19", "EVM address 0x…". */
  what: string;
  /** What the link shows: "its events", "pool price and swaps". */
  why: string;
  to: string;
}

// Netuids are u16. Below NETUID_FIRST a bare number is likelier a subnet than a block (the chain has a few
// hundred subnets at most, and blocks that low are from its first hours); up to the u16 limit both are offered.
const MAX_NETUID = 65_535;
const NETUID_FIRST = 1_024;

// Digits grouped by thousands with a comma, a dot, an apostrophe, an underscore or a space (no-break spaces are
// spaces by then), as people copy block numbers from explorers and spreadsheets: "9,518,372", "9 518 372".
const GROUPED = /^\d{1,3}([,.'_ ])\d{3}(?:\1\d{3})*$/;
const BLOCK_WORD = /^(?:block|blk)?\s*#?\s*/i;
const SUBNET_WORD = /^(?:sn|subnet|netuid|sub)[\s#:-]*(\d+)$/i;
const HEX = /^(?:0x)?([0-9a-f]+)$/i;

/** A whole number written plainly or in thousands groups, as its digits; null when the text is not one. */
export function readNumber(text: string): string | null {
  if (/^\d+$/.test(text)) return text.replace(/^0+(?=\d)/, '');
  return GROUPED.test(text) ? text.replace(/\D/g, '').replace(/^0+(?=\d)/, '') : null;
}

/** A block: its page first (Enter opens it), its events in the list after. */
function block(digits: string): Suggestion[] {
  const what = `Block ${groupDigits(digits)}`;
  return [
    { what, why: 'its extrinsics, events, swaps and transactions', to: paths.block(digits) },
    { what, why: 'its events in the list', to: paths.events({ block_number: digits }) },
  ];
}

/** A subnet: its page first (Enter opens it), then its lists. */
function subnet(netuid: number): Suggestion[] {
  const what = `Subnet ${netuid}`;
  return [
    {
      what,
      // The root subnet (0) has no pool.
      why: netuid === 0 ? 'owners and deregistrations' : 'pool price, owners, deregistrations and swaps',
      to: paths.subnet(netuid),
    },
    { what, why: 'owners and coldkey swaps', to: paths.subnetOwners({ netuid }) },
    { what, why: 'deregistrations', to: paths.deregistrations({ netuid }) },
  ];
}

function account(ss58: string): Suggestion[] {
  const what = `Account ${ss58}`;
  return [
    { what, why: 'balances and history', to: paths.account(ss58) },
    { what, why: 'subnets it owns or owned', to: paths.subnetOwners({ owner: ss58 }) },
    { what, why: 'deregistrations as a hotkey', to: paths.deregistrations({ hotkey: ss58 }) },
  ];
}

/** Event and extrinsic ids pad the index to four digits (`9518372-0002`); people type `9518372-2`. */
const chainId = (blockPart: string, index: string) => `${blockPart}-${index.padStart(4, '0')}`;

/** The most named addresses offered for one text. */
const MAX_NAMED = 10;

/**
 * The addresses whose name (the person's own, src/lib/address-book.ts) holds the text, whatever its case: those
 * named exactly so first, then the others in the book's order.
 */
function named(text: string, names: ReadonlyMap<AddressKey, string>): Suggestion[] {
  const lower = text.toLowerCase();
  const matches = [...names].filter(([, name]) => name.toLowerCase().includes(lower));
  const exact = (name: string) => (name.toLowerCase() === lower ? 0 : 1);
  return matches
    .sort(([, a], [, b]) => exact(a) - exact(b))
    .slice(0, MAX_NAMED)
    .map(([key, name]) => {
      const address = addressText(key);
      return { what: name, why: `your name for ${address}`, to: paths.account(address) };
    });
}

/** Every reading of `input`, then the addresses `names` names so. */
export function suggestionsFor(
  input: string,
  names: ReadonlyMap<AddressKey, string> = new Map(),
): Suggestion[] {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return [];
  return [...readings(text), ...named(text, names)];
}

function readings(text: string): Suggestion[] {
  const netuid = SUBNET_WORD.exec(text)?.[1];
  if (netuid !== undefined) return Number(netuid) <= MAX_NETUID ? subnet(Number(netuid)) : [];

  const number = readNumber(text.replace(BLOCK_WORD, ''));
  if (number !== null) {
    // "block 19" and "#19" say which they mean; a bare number may be either.
    if (BLOCK_WORD.exec(text)?.[0] !== '' || Number(number) > MAX_NETUID) return block(number);
    const n = Number(number);
    return n < NETUID_FIRST ? [...subnet(n), ...block(number)] : [...block(number), ...subnet(n)];
  }

  const ids = /^(\d+)-(\d+)((?:-\d+)*)$/.exec(text);
  if (ids) {
    const [, blockPart = '', index = '', nested = ''] = ids;
    const id = chainId(blockPart, index) + nested;
    // A nested call id (`5214782-0006-0-0-16`) is only a call; `<block>-<index>` is an extrinsic, an event, or
    // the call of a top-level extrinsic (which has the extrinsic's id).
    if (nested !== '') return [{ what: `Call ${id}`, why: 'its events', to: paths.events({ call_id: id }) }];
    // The extrinsic's page first (Enter opens it); the id may also name an event, which the list finds.
    return [
      { what: `Extrinsic ${id}`, why: 'its events, outcome, fee and calls', to: paths.extrinsic(id) },
      { what: `Event ${id}`, why: 'the event and its args', to: paths.events({ id }) },
    ];
  }

  const hex = HEX.exec(text)?.[1]?.toLowerCase();
  if (hex?.length === 40) {
    const address = `0x${hex}`;
    return [
      { what: `EVM address ${address}`, why: 'its transactions', to: paths.evmTransactions({ address }) },
    ];
  }
  if (hex?.length === 64) {
    // 32 bytes of hex: an EVM transaction hash or an account's public key (as event args carry them).
    const value = `0x${hex}`;
    const key = parseAccount(value);
    return [
      { what: `EVM transaction ${value}`, why: 'its value, fee and call', to: paths.evmTransaction(value) },
      ...(key ? account(key.ss58) : []),
    ];
  }

  const ss58 = parseAccount(text);
  return ss58 ? account(ss58.ss58) : [];
}
