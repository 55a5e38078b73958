// An EVM transaction's details, in its expanded row: its hash, signature, arguments by their ABI type (as the
// transaction's page draws them), input, nonce and index.
import type { EvmTransactionRow } from '../../api/schemas';
import { CopyButton, fieldCell, KeyTerm } from '../../components/cells';
import { DecodedArgs } from '../../components/DecodedArgs';

export default function Details({ tx }: { tx: EvmTransactionRow }) {
  return (
    <dl className="args">
      <KeyTerm term="Hash" value={tx.hash} label="hash" />
      {tx.full_signature && (
        <div>
          <dt>Signature</dt>
          <dd className="mono">{tx.full_signature}</dd>
        </div>
      )}
      {tx.args != null && (
        <div>
          <dt>Arguments</dt>
          <dd>
            <dl className="args">
              <DecodedArgs tx={tx} />
            </dl>
          </dd>
        </div>
      )}
      <div>
        <dt>Input</dt>
        <dd className="mono input-data">
          {fieldCell(tx.input, 'input', (input) => (
            <>
              {input} <CopyButton value={input} label="input data" />
            </>
          ))}
        </dd>
      </div>
      <div>
        <dt>Nonce, index</dt>
        <dd>
          {fieldCell(tx.nonce, 'nonce', String)}, {fieldCell(tx.index, 'index', String)}
        </dd>
      </div>
    </dl>
  );
}
