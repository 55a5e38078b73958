// A transaction's call: its method (name and selector), each argument formatted by its ABI type, and the raw input.
import type { EvmTransactionRow } from '../../api/schemas';
import { Value } from '../../components/ArgsTree';
import { Address, Amount, CopyButton, NetuidLink } from '../../components/cells';
import { decodedArgs, knownContract, type ArgValue } from '../../lib/evm-args';
import { groupDigits } from '../../lib/numbers/separators';
import { EvmParty } from './EvmParty';

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
    case 'netuid':
      return <NetuidLink netuid={value.netuid} />;
    case 'integer':
      return (
        <span className="num" title={value.raw}>
          {groupDigits(value.raw)}
        </span>
      );
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

export function DecodedCall({ tx }: { tx: EvmTransactionRow }) {
  const args = decodedArgs(tx);
  const contract = knownContract(tx.to);
  return (
    <section aria-label="Call">
      <h2>Call</h2>
      <dl className="account-keys">
        <div>
          <dt>Method</dt>
          <dd>
            {tx.method_name ? (
              <strong>{tx.method_name}</strong>
            ) : (
              <span className="muted">no known name</span>
            )}{' '}
            {tx.method_id && <span className="mono muted">{tx.method_id}</span>}
            {!tx.method_id && !tx.method_name && <span className="muted">(a plain transfer: no input)</span>}
          </dd>
        </div>
        {contract && (
          <div>
            <dt>Contract</dt>
            <dd>{contract.name}</dd>
          </div>
        )}
        {tx.full_signature && (
          <div>
            <dt>Signature</dt>
            <dd className="mono">{tx.full_signature}</dd>
          </div>
        )}
        {args.map((arg) => (
          <div key={arg.name}>
            <dt>
              {arg.name}
              {arg.type && <span className="muted mono"> {arg.type}</span>}
            </dt>
            <dd>
              <ArgText value={arg.value} />
            </dd>
          </div>
        ))}
        <div>
          <dt>Input</dt>
          <dd className="mono input-data">
            {tx.input ?? '—'} {tx.input && <CopyButton value={tx.input} label="input data" />}
          </dd>
        </div>
      </dl>
    </section>
  );
}
