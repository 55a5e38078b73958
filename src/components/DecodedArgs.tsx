// A decoded EVM call's arguments, each drawn by its ABI type (src/shared/chain/evm-args.ts reads them): addresses linked
// with the account that holds their balance, amounts in their unit where the contract is known (the raw integer on
// hover), an ERC-20 call's amount as units of its token (linked), other integers grouped (raw on hover and on
// copy), bytes, bools and strings as they are. Terms of a
// description list: the transaction page's call, and a row's details in the EVM transactions list.
import type { EvmTransactionRow } from '../api/schemas';
import { decodedArgs, type ArgValue } from '../shared/chain/evm-args';
import { Fragment } from 'react';
import { groupDigits, separators } from '../shared/numbers/separators';
import { Value } from './ArgsTree';
import { Address, Amount, copyExact, EvmAddress, NetuidLink } from './cells';
import { EvmParty } from './EvmParty';

/**
 * An integer grouped by three, the raw digits on hover and on copy; on a narrow screen it wraps after a group mark
 * only, never inside a group (a uint256 runs to 78 digits).
 */
function Integer({ raw }: { raw: string }) {
  const { group } = separators();
  const groups = groupDigits(raw).split(group);
  return (
    <span className="num integer" title={raw} onCopy={copyExact(raw)}>
      {groups.map((digits, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              {group}
              <wbr />
            </>
          )}
          {digits}
        </Fragment>
      ))}
    </span>
  );
}

function ArgText({ value }: { value: ArgValue }) {
  switch (value.kind) {
    case 'address':
      return <EvmParty address={value.address} label="argument address" />;
    case 'account':
      return <Address ss58={value.ss58} hex={value.hex} label="argument account" />;
    case 'amount':
      return (
        <Amount value={value.raw} decimals={value.decimals} unit={value.unit} baseUnit={value.baseUnit} />
      );
    case 'tokens':
      return (
        <span>
          <Integer raw={value.raw} /> <span className="muted">units of the token</span>{' '}
          <EvmAddress address={value.token} label="token contract" />
        </span>
      );
    case 'netuid':
      return <NetuidLink netuid={value.netuid} />;
    case 'integer':
      return <Integer raw={value.raw} />;
    case 'bool':
      return <span className="mono">{String(value.value)}</span>;
    case 'bytes':
      return <span className="mono input-data">{value.hex}</span>;
    case 'string':
      return <span>“{value.text}”</span>;
    case 'other':
      return <Value value={value.value} />;
  }
}

export function DecodedArgs({ tx }: { tx: EvmTransactionRow }) {
  return decodedArgs(tx).map((arg) => (
    <div key={arg.name}>
      <dt>
        {arg.name}
        {arg.type && <span className="muted mono"> {arg.type}</span>}
      </dt>
      <dd>
        <ArgText value={arg.value} />
      </dd>
    </div>
  ));
}
