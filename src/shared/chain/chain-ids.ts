// Block numbers, extrinsic ids and EVM transaction hashes as URLs and search boxes write them. An extrinsic id is `<block>-<index>`, the
// index padded to four digits (`9518372-0002`); people type `9518372-2`, which means the same extrinsic. An event id
// has the same form. Pure: read by the route table, the pages, the links and the search.
import { MAX_INT32, readInteger } from '../../api/integers';

/** A block number in a URL: plain digits, as every block parameter (src/api/integers.ts). */
export const readBlockNumber = (text: string) => readInteger(text, 0, MAX_INT32);

export interface ChainId {
  block: number;
  index: number;
  /** The id as the API writes it: `9518372-0002`. */
  id: string;
}

const ID = /^(\d+)-(\d{1,5})$/;

/** `<block>-<index>` with the index padded or not, as its canonical id; null for anything else. */
export function readChainId(text: string): ChainId | null {
  const match = ID.exec(text);
  if (!match) return null;
  const block = readBlockNumber(match[1] as string);
  const index = Number(match[2]);
  if (block === null) return null;
  return { block, index, id: `${block}-${String(index).padStart(4, '0')}` };
}

const TX_HASH = /^0x[0-9a-f]{64}$/i;

/** An EVM transaction hash as a URL or search box writes it (either case), in lower case; else null. */
export function readTxHash(text: string): string | null {
  return TX_HASH.test(text) ? text.toLowerCase() : null;
}

/** The block an event, extrinsic or call id starts with: `5214782-0006-0-0-16` is in block 5214782. */
export function blockOfId(id: string): number | null {
  return readBlockNumber(id.split('-')[0] ?? '');
}
