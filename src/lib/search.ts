// What a pasted value is, and where it leads: the overview's search box offers every reading of the text, the
// likeliest first (Enter takes that one).
import { paths } from './paths';
import { parseAccount } from './ss58';

export interface Destination {
  label: string;
  to: string;
}

export function destinationsFor(input: string): Destination[] {
  const text = input.trim();
  if (text === '') return [];
  if (/^\d{1,10}$/.test(text))
    return [{ label: `Events of block ${text}`, to: paths.events({ block_number: text }) }];
  if (/^\d+-\d+$/.test(text)) {
    return [
      { label: `Events of extrinsic ${text}`, to: paths.events({ extrinsic_id: text }) },
      { label: `Event ${text}`, to: paths.events({ id: text }) },
    ];
  }
  if (/^\d+-\d+(-\d+)+$/.test(text))
    return [{ label: `Events of call ${text}`, to: paths.events({ call_id: text }) }];
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) {
    return [
      { label: `EVM transactions of ${text}`, to: paths.evmTransactions({ address: text.toLowerCase() }) },
    ];
  }
  const account = parseAccount(text);
  if (/^0x[0-9a-fA-F]{64}$/.test(text)) {
    // 32 bytes of hex: an EVM transaction hash or an account's public key.
    return [
      { label: `EVM transaction ${text}`, to: paths.evmTransactions({ hash: text.toLowerCase() }) },
      { label: `Account ${account?.ss58}`, to: paths.account(account?.ss58 ?? text) },
    ];
  }
  if (account) return [{ label: `Account ${account.ss58}`, to: paths.account(account.ss58) }];
  return [];
}
