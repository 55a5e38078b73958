// A followed account's history as the watchlist asks it: one request per account, the account page's own (its chart
// asks the same URL when no filter is set), so that either page's answer serves the other, in the browser and in
// the gateway's cache.
import { MAX_SWAP_ACCOUNTS } from '../../api/market-swaps';
import { listQuery } from '../../api/queries';
import { MAX_LIMIT } from '../../api/schemas';
import { isEvmKey, type AddressKey } from '../../lib/address-key';
import { evmAccount } from '../../shared/chain/evm-account';
import { ss58Encode } from '../../shared/chain/ss58';

/** The account that holds the balance (and makes the swaps) of `key`: itself, or an EVM address's Substrate account. */
export function holder(key: AddressKey): string {
  return isEvmKey(key) ? (evmAccount(key)?.ss58 ?? '') : ss58Encode(key);
}

/** The newest 200 daily snapshots of the account `ss58`, newest first. */
export const historyQuery = (ss58: string) =>
  listQuery('accountHistory', { address: ss58, limit: String(MAX_LIMIT) });

/** The followed accounts a portfolio covers: the first MAX_SWAP_ACCOUNTS, each with the account that holds its balance. */
export const portfolioAccounts = (watched: readonly AddressKey[]) =>
  watched
    .slice(0, MAX_SWAP_ACCOUNTS)
    .map((key) => ({ key, account: holder(key) }))
    .filter(({ account }) => account !== '');
