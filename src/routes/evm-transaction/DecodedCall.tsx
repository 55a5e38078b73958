// A transaction's call: its method (name and selector), the contract where the app knows it, each argument formatted
// by its ABI type, and the raw input.
import type { EvmTransactionRow } from '../../api/schemas';
import { CopyButton } from '../../components/cells';
import { DecodedArgs } from '../../components/DecodedArgs';
import { knownContract } from '../../shared/chain/evm-args';

export function DecodedCall({ tx }: { tx: EvmTransactionRow }) {
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
        <DecodedArgs tx={tx} />
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
